// The sheets every page loads first (src/main.tsx imports this before anything else):
// - Mantine's global sheets (its reset, the default theme's CSS variables, the classes all
//   components share), which every component's sheets build on;
// - Button's (UnstyledButton's reset first), so that the site's and the pages' own classes on
//   buttons come after them, however the pages' chunks are split. Sheets only: importing
//   ./button.ts from the entry would move Mantine's code ahead of React in the entry chunk, which
//   then compresses 0.4 KiB worse.
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/Button.css'
