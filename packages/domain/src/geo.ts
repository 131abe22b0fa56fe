/**
 * Coordinates as Chinese maps use them. Browsers report WGS-84; the mini-program's getLocation({ type: 'gcj02' }),
 * Amap and the shop's outlets use GCJ-02, which offsets WGS-84 by a few hundred metres inside China (and not at all
 * outside it). Pure arithmetic: the published conversion, accurate to a few metres.
 */
export interface LatLng {
  latitude: number
  longitude: number
}

const A = 6_378_245.0
const EE = 0.006_693_421_622_965_943

const outsideChina = ({ latitude, longitude }: LatLng) =>
  longitude < 72.004 || longitude > 137.8347 || latitude < 0.8293 || latitude > 55.8271

function shiftLat(x: number, y: number): number {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3
  r += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3
  r += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3
  return r
}

function shiftLng(x: number, y: number): number {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3
  r += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3
  r += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3
  return r
}

/** A browser's WGS-84 position as GCJ-02 (unchanged outside China). */
export function wgs84ToGcj02(point: LatLng): LatLng {
  if (outsideChina(point)) return point
  const { latitude, longitude } = point
  const radLat = (latitude / 180) * Math.PI
  const magic = 1 - EE * Math.sin(radLat) ** 2
  const sqrtMagic = Math.sqrt(magic)
  const dLat = (shiftLat(longitude - 105, latitude - 35) * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI)
  const dLng = (shiftLng(longitude - 105, latitude - 35) * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI)
  return { latitude: latitude + dLat, longitude: longitude + dLng }
}

/** The great-circle distance in metres (haversine on a sphere of the earth's mean radius). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)))
}
