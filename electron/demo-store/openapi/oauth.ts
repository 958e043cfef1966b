/**
 * The OAuth 2.0 server's OpenAPI document (served as /api/openapi/oauth.yml): the authorization
 * endpoint with its sign-in page, the token endpoint with each grant, and revocation.
 */
export const OAUTH_OPENAPI = String.raw`openapi: 3.0.3
info:
  title: OAuth 2.0
  version: 2.0.0
  description: |
    The store's authorization server. Metadata: /.well-known/oauth-authorization-server (RFC 8414);
    protected resource metadata: /.well-known/oauth-protected-resource (RFC 9728).

    Grants: authorization_code with PKCE (S256 only) for apps that sign people in through the browser,
    password, refresh_token and client_credentials (the admin scope, for registered server-side clients).
    Scopes: read (own account, orders, wishlist and cart), write (changes, cart and checkout), admin (the
    Platform API). admin is granted only to a confidential client that authenticates with its secret:
    through client_credentials, or through the password grant of a user the store marks as admin when that
    client is presented with it. A password alone, or with a public client, never yields admin.

    Access tokens live 7200 seconds. Every token descended from one grant (a password grant, an
    authorization code, and each refresh after them) belongs to one family. Refresh tokens rotate: each
    works once, and the new pair replaces it; presenting a spent refresh token again revokes its whole
    family (RFC 9700). An authorization code works once, within 60 seconds, and a second use revokes the
    family it started.

    Public clients (no secret) send client_id only; the POS app's client is storefront-pos, whose redirect
    URI is http://127.0.0.1/callback on any port (RFC 8252). Confidential clients authenticate with HTTP
    Basic or client_id and client_secret in the body.
servers:
  - url: /shop_oauth
paths:
  /authorize:
    get:
      operationId: authorize
      summary: Start a sign-in (authorization code with PKCE)
      description: |
        Shows the store's sign-in page (HTML). When client_id or redirect_uri is missing, unknown or not
        registered, one and the same page says the link is not valid (it does not tell which, so it does not
        tell which client ids exist) and nothing is sent back to the app. Other errors are sent back to
        redirect_uri as error, error_description and state (invalid_request, unsupported_response_type,
        invalid_scope, access_denied).
      parameters:
        - name: response_type
          in: query
          required: true
          schema:
            type: string
            enum: [code]
        - name: client_id
          in: query
          required: true
          schema:
            type: string
            example: storefront-pos
        - name: redirect_uri
          in: query
          required: true
          schema:
            type: string
            example: http://127.0.0.1:53682/callback
        - name: scope
          in: query
          description: Space- or plus-separated; the client's own scopes when omitted.
          schema:
            type: string
            example: read write
        - name: state
          in: query
          description: Returned unchanged; the app checks it.
          schema:
            type: string
        - name: code_challenge
          in: query
          required: true
          description: BASE64URL(SHA-256(code_verifier)), 43 characters.
          schema:
            type: string
            pattern: '^[A-Za-z0-9_-]{43}$'
        - name: code_challenge_method
          in: query
          required: true
          schema:
            type: string
            enum: [S256]
      responses:
        '200':
          description: The sign-in page (email and password), with a one-time form id and a browser cookie.
          headers:
            Content-Security-Policy:
              schema:
                type: string
            Set-Cookie:
              schema:
                type: string
          content:
            text/html:
              schema:
                type: string
        '303':
          $ref: '#/components/responses/RedirectToClient'
        '400':
          $ref: '#/components/responses/ProblemPage'
    post:
      operationId: authorizeSubmit
      summary: Submit the sign-in page
      description: Needs the page's form_id and the cookie set with it (one use each). A wrong password shows the page
        again with the reason; after five, access_denied is sent back. Cancel sends access_denied back. On success
        the browser is sent to redirect_uri with code, state and iss. A password in the query string is refused (400).
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              required: [form_id]
              properties:
                form_id:
                  type: string
                email:
                  type: string
                password:
                  type: string
                  format: password
                decision:
                  type: string
                  enum: [allow, deny]
                  default: allow
      responses:
        '200':
          description: The sign-in page again, with the reason the sign-in failed.
          content:
            text/html:
              schema:
                type: string
        '303':
          $ref: '#/components/responses/RedirectToClient'
        '400':
          $ref: '#/components/responses/ProblemPage'
        '403':
          $ref: '#/components/responses/ProblemPage'
  /token:
    post:
      operationId: token
      summary: Get tokens
      description: Errors use the OAuth body {error, error_description}; invalid_client answers 401 with
        WWW-Authenticate, every other error 400. An unknown client id, a wrong client secret and a missing one
        get the same invalid_client answer, after the same secret check. Credentials (password, client_secret,
        refresh_token, code, code_verifier) are taken from the body only; one in the query string is refused with
        400 invalid_request naming it, and nothing is issued.
      security:
        - {}
        - clientBasic: []
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/TokenRequest'
          application/x-www-form-urlencoded:
            schema:
              $ref: '#/components/schemas/TokenRequest'
      responses:
        '200':
          description: Tokens.
          headers:
            Cache-Control:
              schema:
                type: string
                enum: [no-store]
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/TokenResponse'
        '400':
          $ref: '#/components/responses/OAuthError'
        '401':
          $ref: '#/components/responses/OAuthError'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /revoke:
    post:
      operationId: revoke
      summary: Revoke an access or refresh token (RFC 7009)
      description: Ends the token's whole family (every access and refresh token of that sign-in, those
        from before earlier refreshes included). Answers 200 {} whether or not the token was known. The token and
        client_secret are taken from the body only (400 invalid_request, nothing revoked, when in the query string).
        A token issued to a confidential client is revoked only by that client with its secret (HTTP Basic, or
        client_id and client_secret in the body); without it or with a wrong one the answer is 401 invalid_client,
        and a token of another client is refused with 403 unauthorized_client. A public client's token and one
        issued without a client need no secret. A refusal revokes nothing.
      security:
        - {}
        - clientBasic: []
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/RevokeRequest'
          application/x-www-form-urlencoded:
            schema:
              $ref: '#/components/schemas/RevokeRequest'
      responses:
        '200':
          description: Revoked (or never known).
          content:
            application/json:
              schema:
                type: object
                additionalProperties: false
        '400':
          $ref: '#/components/responses/OAuthError'
        '401':
          $ref: '#/components/responses/OAuthError'
        '403':
          $ref: '#/components/responses/OAuthError'
        '429':
          $ref: '#/components/responses/TooManyRequests'
components:
  securitySchemes:
    clientBasic:
      type: http
      scheme: basic
      description: client_id and client_secret of a confidential client.
  responses:
    RedirectToClient:
      description: Back to the app's redirect_uri with code, state and iss, or with error, error_description and state.
      headers:
        Location:
          schema:
            type: string
            format: uri
            example: http://127.0.0.1:53682/callback?code=...&state=...&iss=http%3A%2F%2F127.0.0.1%3A4567
    ProblemPage:
      description: A page saying why the sign-in cannot go on (unknown app, redirect URI not registered, a used or
        foreign form); nothing is sent back to the app.
      content:
        text/html:
          schema:
            type: string
    OAuthError:
      description: An OAuth error.
      content:
        application/json:
          schema:
            $ref: '#/components/schemas/OAuthError'
    TooManyRequests:
      description: Over the rate limit (60 calls in any 60 seconds per client IP); Retry-After says how long to wait.
      headers:
        Retry-After:
          schema:
            type: integer
      content:
        application/vnd.api+json:
          schema:
            type: object
            required: [error, code, message, retry_after_seconds]
            properties:
              error:
                type: string
                enum: [rate_limit_exceeded]
              code:
                type: integer
              message:
                type: string
              documentation:
                type: string
              retry_after_seconds:
                type: integer
  schemas:
    TokenRequest:
      type: object
      required: [grant_type]
      description: |
        authorization_code: code, redirect_uri (the same as in the authorization request), client_id, code_verifier.
        password: username (the email), password, optional scope (read write by default); admin only for a staff
          account together with a confidential client registered for admin (client_id and client_secret, or HTTP Basic).
        refresh_token: refresh_token; a confidential client's token only with that client's secret (HTTP Basic or
          client_id and client_secret), a public client's with its client_id or none.
        client_credentials: client_id and client_secret (or HTTP Basic), optional scope.
      properties:
        grant_type:
          type: string
          enum: [authorization_code, password, refresh_token, client_credentials]
        code:
          type: string
        redirect_uri:
          type: string
        code_verifier:
          type: string
          pattern: '^[A-Za-z0-9._~-]{43,128}$'
        username:
          type: string
        password:
          type: string
          format: password
        refresh_token:
          type: string
        client_id:
          type: string
        client_secret:
          type: string
        scope:
          type: string
          description: Space-separated (read, write, admin).
    TokenResponse:
      type: object
      required: [access_token, token_type, expires_in, scope, created_at]
      properties:
        access_token:
          type: string
        token_type:
          type: string
          enum: [Bearer]
        expires_in:
          type: integer
          enum: [7200]
        refresh_token:
          type: string
          description: Not given for client_credentials.
        scope:
          type: string
          example: read write
        created_at:
          type: integer
          description: Unix seconds.
    RevokeRequest:
      type: object
      required: [token]
      properties:
        token:
          type: string
        client_id:
          type: string
        client_secret:
          type: string
        token_type_hint:
          type: string
          enum: [access_token, refresh_token]
    OAuthError:
      type: object
      required: [error, error_description]
      properties:
        error:
          type: string
          enum: [invalid_request, invalid_client, invalid_grant, invalid_scope, unauthorized_client, unsupported_grant_type]
        error_description:
          type: string
`;
