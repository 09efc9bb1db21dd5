// Spectral's OWASP API Security Top 10 (2023) ruleset, imported from the installed package (no
// ruleset is fetched at lint time), with the exceptions below, each with its reason.
import owasp from '@stoplight/spectral-owasp-ruleset';

/**
 * Where the OWASP size rules look: what a client sends (parameters and request bodies, their
 * references resolved). Limits bound what the server accepts, to keep a request from exhausting
 * it (API4:2023, unrestricted resource consumption). A response schema describes what the server
 * produces, whose sizes follow from the accepted input; a `maxLength` there would be an invented
 * number, not a control. So these rules apply to inputs only.
 */
const inputs = (filter) => [`$.paths[*][*].parameters[*]..[?(${filter})]`, `$.paths[*][*].requestBody.content[*]..[?(${filter})]`];
const ofType = (type) => `@ && (@.type == "${type}" || (@.type && @.type.constructor.name === "Array" && @.type.includes("${type}")))`;
const onInputs = (name, type) => ({ ...owasp.rules[name], given: inputs(ofType(type)) });

export default {
  extends: [owasp],
  rules: {
    'owasp:api4:2023-string-limit': onInputs('owasp:api4:2023-string-limit', 'string'),
    'owasp:api4:2023-string-restricted': onInputs('owasp:api4:2023-string-restricted', 'string'),
    'owasp:api4:2023-array-limit': onInputs('owasp:api4:2023-array-limit', 'array'),
    'owasp:api4:2023-integer-limit': onInputs('owasp:api4:2023-integer-limit', 'integer'),
    'owasp:api4:2023-integer-limit-legacy': onInputs('owasp:api4:2023-integer-limit-legacy', 'integer'),
    'owasp:api4:2023-integer-format': onInputs('owasp:api4:2023-integer-format', 'integer'),
    // The API is called server to server with secret credentials and sends no CORS headers, so a
    // browser refuses a cross-origin call: that is intended (a secret key must not live in a page).
    'owasp:api8:2023-define-cors-origin': 'off',
    // Access tokens are opaque random strings (`llat_…`), not JWTs: RFC 8725 (JWT best practices) does not apply.
    'owasp:api2:2023-jwt-best-practices': 'off',
  },
  overrides: [
    {
      files: ['../apps/auth/openapi.json'],
      rules: {
        // The auth app limits attempts (per client and address, against brute force) and says so only
        // when it refuses one: 429 with RateLimit-* and Retry-After. Its other answers carry no
        // RateLimit headers, so its document declares none.
        'owasp:api4:2023-rate-limit': 'off',
        // RFC 6749 (section 2.3.1) requires an authorization server to accept HTTP Basic client
        // authentication, and OAuth client libraries use it; it travels over TLS only.
        'owasp:api2:2023-no-http-basic': 'off',
      },
    },
  ],
};
