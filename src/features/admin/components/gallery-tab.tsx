import '@mantine/core/styles/Stack.css'
import '@mantine/core/styles/Title.css'
import '@mantine/core/styles/Text.css'
import '@mantine/core/styles/SimpleGrid.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Group.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Alert.css'
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { GALLERY_CATEGORIES, galleryPhotos } from '../../../content/gallery.ts'
import dashboard from './admin-dashboard.module.css'

// The same files the public gallery shows (public/gallery/, see content/gallery.ts).
const thumbnail = (slug: string) => `/gallery/${slug}-400.webp`

/** The public gallery's photos, by category; read-only in this version. */
export function GalleryTab() {
  return (
    <Stack gap="md">
      <Title order={2} className={dashboard.panelTitle}>
        Galerie
      </Title>
      <Alert color="churchBlue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
        {galleryPhotos.length} photos publiées. Formats acceptés : JPG, PNG, WEBP — 5 Mo maximum
      </Alert>
      <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Photos par catégorie">
        {GALLERY_CATEGORIES.map((category) => (
          <li key={category}>
            <Badge size="lg" variant="light" color="churchBlue" radius="sm">
              {category} : {galleryPhotos.filter((photo) => photo.category === category).length}
            </Badge>
          </li>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {galleryPhotos.map((photo) => (
          <Paper component="li" key={photo.slug} withBorder radius="md" style={{ overflow: 'hidden' }}>
            <img
              src={thumbnail(photo.slug)}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', background: 'var(--mantine-color-gray-2)' }}
            />
            <div style={{ padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)' }}>
              <Badge size="xs" variant="outline" color="gold.8" radius="sm">
                {photo.category}
              </Badge>
              <Text size="sm" mt={4} lh={1.35}>
                {photo.description}
              </Text>
            </div>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
