import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { createdSchema, idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import {
  STATION_ADMIN_MESSAGES as M,
  stationCapacityFormSchema,
  stationCapacityPageSchema,
  stationCapacityQuerySchema,
  stationCapacityRowSchema,
  stationCombinedFormSchema,
  stationDefinitionFormSchema,
  stationDefinitionPageSchema,
  stationDefinitionQuerySchema,
  stationDefinitionRowSchema,
  stationOptionsQuerySchema,
  stationOptionsSchema,
} from '../../../shared/schemas/admin/stations';
import { MAX_STATION_FILE_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import {
  createStationCapacity,
  createStationDefinition,
  deleteStationCapacity,
  deleteStationDefinition,
  getStationCapacity,
  getStationDefinition,
  listStationCapacitiesForAdmin,
  listStationDefinitions,
  saveCombinedStationRecord,
  stationOptions,
  updateStationCapacity,
  updateStationDefinition,
} from '../../services/admin/stations';
import { adminOf, adminResource, readOnlyNote } from './admin-resource';
import { formFields, readUploadForm, registerUploads } from '../../lib/read-upload';

const tags = ['admin'];
/** What GET /stations/definitions/:id shows that the form does not write: sent back, they are ignored (decision 057). */
const DEFINITION_READ_ONLY = ['id', 'city', 'has_kml', 'is_generated', 'capacity_count', 'created_at'] as const;

const upload = { consumes: ['multipart/form-data'], description: 'multipart/form-data: the form fields and an optional file (KML/KMZ, at most 10 MB)' };

/** Monthly capacities: a plain JSON resource (docs/product-rules.md#transformer-stations). */
export const adminStationCapacityRoutes = adminResource({
  path: '/stations/capacities',
  noun: 'Trafo kapasitesi',
  notFound: M.capacityNotFound,
  query: stationCapacityQuerySchema,
  page: stationCapacityPageSchema,
  body: stationCapacityFormSchema,
  // The station's names come with the row; the sample mark and the author are set by the server.
  readOnly: ['id', 'station_name', 'city_name', 'is_generated', 'entered_by', 'created_at', 'updated_at'],
  record: stationCapacityRowSchema,
  saved: M.saved,
  deleted: M.capacityDeleted,
  list: listStationCapacitiesForAdmin,
  get: getStationCapacity,
  create: createStationCapacity,
  update: updateStationCapacity,
  remove: deleteStationCapacity,
});

/** Definitions and the combined record carry a KML/KMZ, so they take multipart forms. */
export const adminStationRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app, MAX_STATION_FILE_BYTES);
  const params = idParamsSchema(M.definitionNotFound);

  app.get('/stations/options', { schema: { tags, summary: 'Trafo merkezi arama', querystring: stationOptionsQuerySchema, response: { 200: stationOptionsSchema } } }, async (request) =>
    stationOptions(app.db, request.query.search),
  );

  app.get(
    '/stations/definitions',
    { schema: { tags, summary: 'Trafo merkezi tanımları', querystring: stationDefinitionQuerySchema, response: { 200: stationDefinitionPageSchema } } },
    async (request) => listStationDefinitions(app.db, request.query),
  );

  app.get('/stations/definitions/:id', { schema: { tags, summary: 'Trafo merkezi tanımı', params, response: { 200: stationDefinitionRowSchema } } }, async (request) =>
    getStationDefinition(app.db, request.params.id),
  );

  app.post('/stations/definitions', { schema: { tags, summary: 'Trafo merkezi tanımı ekle', ...upload, response: { 201: createdSchema } } }, async (request, reply) => {
    const form = await readUploadForm(request, UPLOAD_MESSAGES.kmlTooLarge);
    const { id } = await createStationDefinition(app.db, app.storage, adminOf(request), formFields(stationDefinitionFormSchema, form), form.file);
    return reply.status(201).send({ id, message: M.saved });
  });

  app.put('/stations/definitions/:id', { schema: { tags, summary: 'Trafo merkezi tanımını güncelle', ...upload, description: `${upload.description}. ${readOnlyNote(DEFINITION_READ_ONLY)}`, params, response: { 200: messageSchema } } }, async (request) => {
    const form = await readUploadForm(request, UPLOAD_MESSAGES.kmlTooLarge);
    for (const key of DEFINITION_READ_ONLY) delete form.fields[key];
    await updateStationDefinition(app.db, app.storage, adminOf(request), request.params.id, formFields(stationDefinitionFormSchema, form), form.file, new Set(Object.keys(form.fields)));
    return { message: M.saved };
  });

  app.delete('/stations/definitions/:id', { schema: { tags, summary: 'Trafo merkezi tanımını ve kapasitelerini sil', params, response: { 200: messageSchema } } }, async (request) => {
    await deleteStationDefinition(app.db, app.storage, adminOf(request), request.params.id);
    return { message: M.definitionDeleted };
  });

  app.post('/stations/combined', { schema: { tags, summary: 'Trafo merkezi ve aylık kapasite kaydı', ...upload, response: { 201: createdSchema } } }, async (request, reply) => {
    const form = await readUploadForm(request, UPLOAD_MESSAGES.kmlTooLarge);
    const { id } = await saveCombinedStationRecord(app.db, app.storage, adminOf(request), formFields(stationCombinedFormSchema, form), form.file);
    return reply.status(201).send({ id, message: M.saved });
  });
};
