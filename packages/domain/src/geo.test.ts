import { describe, expect, it } from 'vitest'
import { distanceMetres, wgs84ToGcj02 } from './geo'

describe('coordinates', () => {
  it('moves a WGS-84 position in China by the GCJ-02 offset (Tiananmen: about 0.0013°N, 0.0062°E)', () => {
    const gcj = wgs84ToGcj02({ latitude: 39.9087, longitude: 116.3975 })
    expect(gcj.latitude - 39.9087).toBeCloseTo(0.0014, 3)
    expect(gcj.longitude - 116.3975).toBeCloseTo(0.0062, 3)
    expect(distanceMetres({ latitude: 39.9087, longitude: 116.3975 }, gcj)).toBeGreaterThan(400)
    expect(distanceMetres({ latitude: 39.9087, longitude: 116.3975 }, gcj)).toBeLessThan(700)
  })

  it('leaves positions outside China as they are', () => {
    expect(wgs84ToGcj02({ latitude: 51.5, longitude: -0.12 })).toEqual({ latitude: 51.5, longitude: -0.12 })
  })

  it('measures on the globe: Shanghai to Beijing is about 1,070 km', () => {
    const km =
      distanceMetres({ latitude: 31.2304, longitude: 121.4737 }, { latitude: 39.9042, longitude: 116.4074 }) / 1000
    expect(km).toBeGreaterThan(1060)
    expect(km).toBeLessThan(1075)
  })
})
