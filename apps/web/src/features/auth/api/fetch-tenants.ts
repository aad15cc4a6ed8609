import type { Tenant, VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import { http } from '../../../lib/http.ts';

export interface TenantsResponse {
  data: { tenents: Tenant[]; orgId: string; sBoxs: VisibleWorkspace[] };
}

/** GET /api/me/tenants: the organisations and the first one's workspaces (the first sign-in creates them). */
export const fetchTenants = () => http.get<TenantsResponse>('/api/me/tenants');
