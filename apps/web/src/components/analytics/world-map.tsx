import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { geoEqualEarth, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { useMemo } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';
import { alpha2ByNumeric } from './country-numeric.ts';

/** The drawing's own coordinates; the SVG scales to its box. */
const WIDTH = 960;
const HEIGHT = 470;
/** Antarctica: no visitors, and it would take a fifth of the height. */
const ANTARCTICA = '010';

interface Country {
  code: string | undefined;
  d: string;
}

/** The countries as SVG paths (Equal Earth projection, fitted to the box) and the projection, computed once. */
function useCountries(): { countries: Country[]; project: (lon: number, lat: number) => [number, number] | null } {
  return useMemo(() => {
    const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
    const collection = feature(topology, topology.objects.countries);
    const shown = collection.features.filter((f) => f.id !== ANTARCTICA) as Feature<Geometry>[];
    const projection = geoEqualEarth().fitSize([WIDTH, HEIGHT], { type: 'FeatureCollection', features: shown });
    const path = geoPath(projection);
    const countries = shown.map((f) => ({
      code: f.id === undefined ? undefined : alpha2ByNumeric[String(f.id)],
      d: path(f) ?? '',
    }));
    return { countries, project: (lon: number, lat: number) => projection([lon, lat]) };
  }, []);
}

/** A dot's radius: by area (a square root), from a visible 2.5 up to 14 drawing units. */
export const dotRadius = (value: number, max: number) => (max > 0 ? 2.5 + 11.5 * Math.sqrt(value / max) : 0);

/** A place drawn as a dot (a city), sized by its value. */
export interface MapDot {
  key: string;
  lat: number;
  lon: number;
  value: number;
  /** "Paris, France — Visitors: 12" */
  label: string;
}

/** How strongly a value shades its country: a square root, so that small counts stay visible beside big ones. */
export const shade = (value: number, max: number) => (max > 0 && value > 0 ? 0.2 + 0.8 * Math.sqrt(value / max) : 0);

export interface WorldMapProps {
  /** the metric per ISO alpha-2 code */
  values: ReadonlyMap<string, number>;
  /** "France: 12 visitors" for a country with data */
  labelOf: (code: string, value: number) => string;
  /** a country with data becomes a button that calls this; without it the map is only read */
  onSelect?: (code: string) => void;
  title: string;
  /** places drawn over the countries, biggest first so that small ones stay on top */
  dots?: readonly MapDot[];
}

/**
 * A choropleth of the world: each country shaded by its value in the theme's
 * primary colour. With `onSelect`, a country with data is a button (Tab,
 * Enter or Space, or a click) that filters the report by it; without, it is
 * an image. Its tooltip and label give the value.
 * The drawing keeps its geography in right-to-left pages.
 */
export default function WorldMap({ values, labelOf, onSelect, title, dots = [] }: WorldMapProps) {
  const theme = useTheme();
  const { countries, project } = useCountries();
  const maxDot = Math.max(0, ...dots.map((d) => d.value));
  const max = Math.max(0, ...values.values());
  const base = theme.palette.primary.main;
  const empty = theme.palette.action.selected;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label={title}
      data-testid="world-map"
      sx={{ width: '100%', height: 'auto', display: 'block', direction: 'ltr' }}
    >
      {countries.map((c, i) => {
        const value = c.code ? values.get(c.code) : undefined;
        if (!c.code || value === undefined || value <= 0) {
          return (
            <path
              key={c.code ?? `shape-${i}`}
              d={c.d}
              fill={empty}
              stroke={theme.palette.background.paper}
              strokeWidth={0.5}
              aria-hidden
              data-country={c.code}
            />
          );
        }
        const code = c.code;
        const label = labelOf(code, value);
        if (!onSelect) {
          // read only: the SVG title names the country and its value (and shows it on hover)
          return (
            <path
              key={code}
              d={c.d}
              data-country={code}
              data-shaded="true"
              fill={alpha(base, shade(value, max))}
              stroke={theme.palette.background.paper}
              strokeWidth={0.5}
            >
              <title>{label}</title>
            </path>
          );
        }
        return (
          <Tooltip key={code} title={label} followCursor describeChild={false}>
            <Box
              component="path"
              d={c.d}
              role="button"
              tabIndex={0}
              aria-label={label}
              data-country={code}
              data-shaded="true"
              fill={alpha(base, shade(value, max))}
              stroke={theme.palette.background.paper}
              strokeWidth={0.5}
              onClick={() => onSelect(code)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onSelect(code);
                }
              }}
              sx={{
                cursor: 'pointer',
                outline: 'none',
                '&:hover, &:focus-visible': { stroke: theme.palette.text.primary, strokeWidth: 1.5 },
              }}
            />
          </Tooltip>
        );
      })}
      {dots.length > 0 && (
        <g data-testid="map-dots">
          {[...dots]
            .sort((a, b) => b.value - a.value)
            .map((dot) => {
              const at = project(dot.lon, dot.lat);
              if (!at) return null;
              return (
                <circle
                  key={dot.key}
                  cx={at[0]}
                  cy={at[1]}
                  r={dotRadius(dot.value, maxDot)}
                  fill={alpha(theme.palette.secondary.main, 0.6)}
                  stroke={theme.palette.background.paper}
                  strokeWidth={0.75}
                  pointerEvents="visiblePainted"
                  data-city={dot.key}
                >
                  <title>{dot.label}</title>
                </circle>
              );
            })}
        </g>
      )}
    </Box>
  );
}
