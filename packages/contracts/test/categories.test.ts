import { describe, expect, it } from 'vitest';
import { mapCategoryIds, resolveCategoryId } from '../src/categories.ts';

describe('resolveCategoryId', () => {
  it('finds a category by its id, its de or en label, or a source label, in any case', () => {
    expect(resolveCategoryId('Fitness')).toBe('fitness');
    expect(resolveCategoryId('FOOD')).toBe('food-cooking');
    expect(resolveCategoryId('food-cooking')).toBe('food-cooking');
    expect(resolveCategoryId('Essen & Kochen')).toBe('food-cooking');
    expect(resolveCategoryId('Sports with a ball')).toBe('sports');
    expect(resolveCategoryId('  beauty ')).toBe('beauty');
  });

  it('answers null for text naming no single category', () => {
    expect(resolveCategoryId('howto')).toBeNull();
    expect(resolveCategoryId('Fitness & Fashion')).toBeNull();
    expect(resolveCategoryId('')).toBeNull();
  });
});

describe('mapCategoryIds', () => {
  it('maps a Howto & Style channel that cooks to food-cooking by its titles', () => {
    const ids = mapCategoryIds({
      labels: ['howto', 'style'],
      postTexts: ['Schnelles Rezept für Linsensuppe', 'Meal Prep für die Woche #mealprep', 'Mein Wohnzimmer-Tour', 'Brot backen ohne Hefe'],
    });
    expect(ids).toEqual(['food-cooking']);
  });

  it('falls back to the broad label when the channel says nothing more', () => {
    expect(mapCategoryIds({ labels: ['Howto & Style'] })).toEqual(['lifestyle']);
    expect(mapCategoryIds({ labels: ['People & Blogs'] })).toEqual(['vlogs']);
  });

  it('puts source labels first and adds what the bio names', () => {
    expect(mapCategoryIds({ labels: ['Fitness'], bio: 'Personal Trainerin aus Köln · Mama von zwei Jungs' })).toEqual([
      'fitness',
      'family-parenting',
    ]);
  });

  it('does not take a category from a single post title', () => {
    expect(mapCategoryIds({ postTexts: ['Unboxing the new phone', 'Q&A mit euch', 'Ein Tag in Berlin', 'Sommer'] })).toEqual([]);
  });

  it('never takes a category from the platform alone (a Twitch channel with no evidence stays uncategorised)', () => {
    expect(mapCategoryIds({ platform: 'twitch' })).toEqual([]);
    expect(mapCategoryIds({ platform: 'twitch', bio: 'Musik live jeden Abend, Songs auf Wunsch' })).toEqual(['music']);
  });

  it('matches German words on letter boundaries (Koch as a surname is not cooking)', () => {
    expect(mapCategoryIds({ bio: 'Hi, ich bin Lena Koch aus Hamburg' })).toEqual([]);
    expect(mapCategoryIds({ bio: 'Ich liebe es zu kochen 🍝' })).toEqual(['food-cooking']);
  });
});
