import { teamBodySchema } from '@osm5/shared/schemas/teams';
import { describe, expect, it } from 'vitest';
import { validate } from '../../../components/form/field-errors.ts';
import { teamBodyOf } from './team-form.tsx';

const base = { name: 'Growth', description: '', tags: [], workspaceIds: [] };

describe('team form validation', () => {
  it('requires a member', () => {
    const result = validate(teamBodySchema, teamBodyOf({ ...base, members: [] }));
    expect(result.ok ? null : result.errors.members).toBe('validation.team_member_required');
  });

  it('names the row whose member or role is missing', () => {
    const result = validate(
      teamBodySchema,
      teamBodyOf({ ...base, members: [{ key: 1, userId: '', label: '', role: '' }] }),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors['members.0.userId']).toBe('validation.team_member_required');
      expect(result.errors['members.0.role']).toBe('validation.team_member_role_required');
    }
  });

  it('accepts a complete team', () => {
    const userId = '5f0c7a3e-8c1b-4f7e-9a51-0c4c2a1f9b10';
    const result = validate(
      teamBodySchema,
      teamBodyOf({ ...base, members: [{ key: 1, userId, label: 'Ana', role: 'SBOX_EDITOR' }] }),
    );
    expect(result.ok).toBe(true);
  });
});
