import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify'

/**
 * Gives a plugin its name, through the symbol Fastify documents for it (Server → pluginName:
 * `fastify.display-name`). Without a name, Fastify looks for the plugin among every module loaded
 * so far (`require.cache`) at each registration: tens of milliseconds per start of the app, and
 * the tests start hundreds of apps.
 */
export function named<Plugin extends object>(name: string, plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name })
}

/**
 * A named plugin that is not encapsulated, so its decorators, hooks and handlers apply to the whole
 * app. This is what `fastify-plugin` does (Fastify docs, Plugins → "skip-override"); it is not a
 * direct dependency of this project, so we set the documented symbol ourselves.
 */
export function globalPlugin<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(named(name, plugin), { [Symbol.for('skip-override')]: true })
}
