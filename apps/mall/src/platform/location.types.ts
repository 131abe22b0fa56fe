import type { LatLng } from '@shop/domain'

/** Where the shopper is (GCJ-02), or why not: refused (the permission is off) or not available. */
export type Located = LatLng | 'refused' | 'unavailable'

export interface PlatformLocation {
  current(): Promise<Located>
}
