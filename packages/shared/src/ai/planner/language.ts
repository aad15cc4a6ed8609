import type { AiLanguage } from '../plan.ts';

/** The question's language from its script, and for Latin script from French words. */
const french =
  /(?<![a-z])(?:combien|quel|quelle|quels|quelles|les|des|du|hier|aujourd|semaine|mois|annee|pays|par|sur|depuis|entre|taux|visiteurs|visites|pages vues|derniers|dernier|derniere|avec|pour|montre|montre-moi|donne|et|est|sont|ont|le|la|au|aux|ce|cette|nombre|chiffre|campagne|navigateur|appareils?|rebond|commandes|revenus|ventes|trimestre|villes|quelles?|quoi|moi|nous|notre|nos|plutot|maintenant|tableau|semaines)(?![a-z])/g;
const english =
  /(?<![a-z])(?:how|many|what|which|the|by|last|this|show|me|from|on|of|and|visitors|week|month|year|yesterday|today|top|compare|with|per|is|was|were|did|our|we|give|instead|now|as|about)(?![a-z])/g;

export function detectLanguage(text: string): AiLanguage {
  const arabic = (text.match(/[\u0600-\u06ff]/g) ?? []).length;
  const han = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  if (arabic > 0 && arabic >= han) return 'ar';
  if (han > 0) return 'zh';
  const fr = (text.match(french) ?? []).length;
  const en = (text.match(english) ?? []).length;
  return fr > en ? 'fr' : 'en';
}
