import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import type { Config } from './config'

/**
 * The OpenAPI document, generated from the contracts' zod schemas as routes register (register this first), at
 * `/api/docs/json`, with the browsable UI at `/api/docs`.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.shopName} API`,
        version: '0.1.0',
        description:
          'Every call is `/api/{service}/store/{storeCode}/{path}`. Errors answer `{ code, message, details }`; ' +
          "a missing, expired or invalid token is HTTP 401 with code '401'.",
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (recursive ones, e.g. CategoryNode) become components.
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  })
}
