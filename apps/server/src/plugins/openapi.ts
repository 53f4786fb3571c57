import { ZPrepRecipe } from '@brigade/core';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tidyOpenApi } from './openapi-tidy.ts';

// A recursive schema (a prep recipe holds prep recipes) must be a named component to be referenced.
if (!z.globalRegistry.has(ZPrepRecipe)) z.globalRegistry.add(ZPrepRecipe, { id: 'PrepRecipe' });

/**
 * OpenAPI from the routes' Zod schemas: GET /api/openapi.json, and the Swagger UI at /api/docs. Each
 * operation's operationId, security and success replies come from the contract in
 * packages/core/src/api/ (plugins/api-contract.ts).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Brigade API',
        description:
          'Kitchen and banquet operations portal. Errors answer `{ title, message, errors: [{ field, message }] }`.',
        version: '0.1.0',
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      servers: [{ url: app.config.apiUrl, description: 'This Brigade server (API_URL, default PUBLIC_URL)' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => tidyOpenApi(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: false } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
