// A TanStack Query key names the data, not who asks: the session's token never goes in one
// (src/web/lib/query-client.ts empties the cache when the session changes instead). In a key (a
// `queryKey` value, the key given to setQueryData/getQueryData, the arguments of a key factory:
// `…Keys.x(…)`, `…QueryKey(…)`, `…QueryOptions(…)`) this reports useSessionToken() or
// getSessionToken(), a variable holding what they return, and a session's `.token`
// (`session.token`, `useSession().token`, `const { token } = useSession()`). A link's token (an
// invitation's, a vote's) is what names the data it opens, and passes.

const TOKEN_SOURCES = new Set(['useSessionToken', 'getSessionToken'])
const KEY_TAKERS = new Set(['setQueryData', 'getQueryData', 'getQueryState'])

const isCallOf = (node, name) =>
  node?.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === name
const readsToken = (node) => [...TOKEN_SOURCES].some((name) => isCallOf(node, name))

function isKeyFactory(callee) {
  if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier') return /Keys$/.test(callee.object.name)
  return callee.type === 'Identifier' && /(QueryKey|QueryOptions)$/.test(callee.name)
}

/** The `const` declaration `identifier` refers to, if any. */
function declarationOf(sourceCode, identifier) {
  for (let scope = sourceCode.getScope(identifier); scope; scope = scope.upper) {
    const variable = scope.set.get(identifier.name)
    if (variable) return variable.defs[0]?.type === 'Variable' ? variable.defs[0].node : undefined
  }
  return undefined
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'No session token in a TanStack Query key: keys name the data, not who asks.' },
    messages: {
      token:
        'A query key names the data, not the session: leave the token out (a new session empties the cache, src/web/lib/query-client.ts).',
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context
    // A factory's call inside a `queryKey` is reached twice: report each token once.
    const reported = new Set()
    const report = (node) => {
      if (reported.has(node)) return
      reported.add(node)
      context.report({ node, messageId: 'token' })
    }
    const holdsToken = (identifier) => {
      const declaration = declarationOf(sourceCode, identifier)
      if (!declaration) return false
      if (declaration.id.type === 'Identifier') return readsToken(declaration.init)
      // const { token } = useSession()
      return isCallOf(declaration.init, 'useSession') && identifier.name === 'token'
    }
    const isSession = (node) =>
      (node.type === 'Identifier' &&
        (node.name === 'session' || isCallOf(declarationOf(sourceCode, node)?.init, 'useSession'))) ||
      isCallOf(node, 'useSession')

    const check = (node) => {
      if (!node) return
      if (readsToken(node) || (node.type === 'Identifier' && holdsToken(node))) {
        report(node)
        return
      }
      if (node.type === 'MemberExpression') {
        if (!node.computed && node.property.name === 'token' && isSession(node.object)) {
          report(node)
          return
        }
        check(node.object)
        if (node.computed) check(node.property)
        return
      }
      if (node.type === 'Property') {
        if (node.computed) check(node.key)
        check(node.value)
        return
      }
      for (const key of sourceCode.visitorKeys[node.type] ?? []) {
        const child = node[key]
        if (Array.isArray(child)) child.forEach(check)
        else if (child && typeof child.type === 'string') check(child)
      }
    }

    return {
      "Property[key.name='queryKey']": (node) => check(node.value),
      CallExpression(node) {
        if (isKeyFactory(node.callee)) node.arguments.forEach(check)
        else if (node.callee.type === 'MemberExpression' && KEY_TAKERS.has(node.callee.property.name))
          check(node.arguments[0])
      },
    }
  },
}
