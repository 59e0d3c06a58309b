import { SERVICE_COLORS } from '#common/schemas/service-style.ts'
import { ServiceIcon } from '#src/components/service-icon.tsx'
import classes from './calendar.module.css'

const NEUTRAL = 'var(--mantine-color-gray-6)'
/** Only a colour of the list goes into the style attribute; anything else shows grey. */
const backgroundOf = (color: string) => SERVICE_COLORS.find((option) => option.value === color)?.value ?? NEUTRAL

/** The coloured top of a service's card, as the home page draws it: icon and day. */
export function ServiceBanner({ color, icon, day }: { color: string; icon: string; day: string }) {
  return (
    <div className={classes.banner} style={{ background: backgroundOf(color) }}>
      <span className={classes.bannerIcon}>
        <ServiceIcon icon={icon} size={22} />
      </span>
      <span className={classes.bannerDay}>{day}</span>
    </div>
  )
}
