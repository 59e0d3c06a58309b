import { encode } from 'uqr'

/**
 * A QR code drawn as one SVG path from uqr's matrix (no script, no image request), with its text
 * alternative given by the caller next to it.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { ecc: 'M', border: 2 })
  const count = data.length
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      style={{ background: 'white', display: 'block' }}
    >
      <path d={path} fill="black" />
    </svg>
  )
}
