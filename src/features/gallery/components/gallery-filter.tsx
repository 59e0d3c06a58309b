import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { GALLERY_CATEGORIES } from '#common/schemas/gallery-categories.ts'
import { ALL_PHOTOS, type GalleryFilter as Filter } from '../gallery-navigation.ts'

const FILTERS: readonly Filter[] = [ALL_PHOTOS, ...GALLERY_CATEGORIES]

type GalleryFilterProps = {
  value: Filter
  onChange: (value: Filter) => void
}

/** Toggle buttons choosing which category the grid shows. */
export function GalleryFilter({ value, onChange }: GalleryFilterProps) {
  return (
    <Group role="group" aria-label="Filtrer les photos par catégorie" justify="center" gap="xs" mb="xl">
      {FILTERS.map((filter) => {
        const active = filter === value
        return (
          <Button
            key={filter}
            type="button"
            radius="xl"
            size="sm"
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            onClick={() => onChange(filter)}
          >
            {filter}
          </Button>
        )
      })}
    </Group>
  )
}
