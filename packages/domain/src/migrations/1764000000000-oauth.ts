import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OAuth 2.0 (docs/api.md, Authentication): integrations, connections (grants), pushed authorization
 * requests, codes, access and refresh tokens, and owner sessions of the auth app. Every secret
 * (request_uri, code, token, session id) is stored only as its SHA-256.
 */
export class Oauth1764000000000 implements MigrationInterface {
  name = 'Oauth1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE oauth_integrations (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL,
        environment text NOT NULL,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        redirect_uris text[] NOT NULL CHECK (cardinality(redirect_uris) BETWEEN 1 AND 10),
        scopes text[] NOT NULL CHECK (cardinality(scopes) >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (business_id, environment) REFERENCES business_environments ON DELETE CASCADE,
        UNIQUE (id, environment)
      );
      CREATE INDEX oauth_integrations_list_idx ON oauth_integrations (business_id, environment, created_at DESC, id DESC);

      CREATE TABLE oauth_connections (
        id uuid PRIMARY KEY,
        integration_id uuid NOT NULL,
        business_id uuid NOT NULL,
        environment text NOT NULL,
        scopes text[] NOT NULL CHECK (cardinality(scopes) >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (integration_id, environment) REFERENCES oauth_integrations (id, environment) ON DELETE CASCADE,
        FOREIGN KEY (business_id, environment) REFERENCES business_environments ON DELETE CASCADE,
        UNIQUE (integration_id, business_id)
      );
      CREATE INDEX oauth_connections_list_idx ON oauth_connections (business_id, environment, created_at DESC, id DESC);

      CREATE TABLE oauth_authorization_requests (
        request_uri_hash bytea PRIMARY KEY,
        integration_id uuid NOT NULL REFERENCES oauth_integrations ON DELETE CASCADE,
        redirect_uri text NOT NULL,
        scopes text[] NOT NULL,
        state text,
        code_challenge text NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX oauth_authorization_requests_expiry_idx ON oauth_authorization_requests (expires_at);

      CREATE TABLE oauth_codes (
        code_hash bytea PRIMARY KEY,
        family_id uuid NOT NULL UNIQUE,
        connection_id uuid NOT NULL REFERENCES oauth_connections ON DELETE CASCADE,
        redirect_uri text NOT NULL,
        code_challenge text NOT NULL,
        scopes text[] NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );

      CREATE TABLE oauth_refresh_tokens (
        token_hash bytea PRIMARY KEY,
        connection_id uuid NOT NULL REFERENCES oauth_connections ON DELETE CASCADE,
        family_id uuid NOT NULL,
        scopes text[] NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        replay bytea
      );
      CREATE INDEX oauth_refresh_tokens_family_idx ON oauth_refresh_tokens (family_id);
      CREATE INDEX oauth_refresh_tokens_connection_idx ON oauth_refresh_tokens (connection_id, expires_at);

      CREATE TABLE oauth_access_tokens (
        token_hash bytea PRIMARY KEY,
        connection_id uuid NOT NULL REFERENCES oauth_connections ON DELETE CASCADE,
        family_id uuid NOT NULL,
        scopes text[] NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX oauth_access_tokens_family_idx ON oauth_access_tokens (family_id);
      CREATE INDEX oauth_access_tokens_connection_idx ON oauth_access_tokens (connection_id, expires_at);

      CREATE TABLE owner_sessions (
        id_hash bytea PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES owners ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX owner_sessions_expiry_idx ON owner_sessions (expires_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      'DROP TABLE owner_sessions, oauth_access_tokens, oauth_refresh_tokens, oauth_codes, oauth_authorization_requests, oauth_connections, oauth_integrations',
    );
  }
}
