import { wgs84ToGcj02 } from '@shop/domain'
import type { Located, PlatformLocation } from './location.types'

/** A browser: the Geolocation API (WGS-84), turned into GCJ-02 as the outlets' coordinates are. */
export const platformLocation: PlatformLocation = {
  current: () =>
    new Promise<Located>((resolve) => {
      if (!('geolocation' in navigator)) return resolve('unavailable')
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve(wgs84ToGcj02({ latitude: coords.latitude, longitude: coords.longitude })),
        (error) => resolve(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
        { timeout: 10_000, maximumAge: 600_000 },
      )
    }),
}
