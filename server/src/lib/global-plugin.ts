import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify'

/**
 * Marks a plugin as not encapsulated, so its decorators, hooks and handlers apply to the whole app.
 * This is what `fastify-plugin` does (Fastify docs, Plugins → "skip-override"); it is not a direct
 * dependency of this project, so we set the documented symbol ourselves.
 */
export function globalPlugin<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true })
  return plugin
}
