import type { InferEntity } from '@mikro-orm/core';
import type {
  Banner,
  Broadcast,
  Company,
  Contact,
  Country,
  News,
  PasswordResetToken,
  Recommendation,
  Session,
  Testimonial,
  TwoFactorSecret,
} from '@tbs/db';

/** Instance types of the entity schemas the api works with. */
export type CompanyEntity = InferEntity<typeof Company>;
export type ContactEntity = InferEntity<typeof Contact>;
export type CountryEntity = InferEntity<typeof Country>;
export type SessionEntity = InferEntity<typeof Session>;
export type TwoFactorSecretEntity = InferEntity<typeof TwoFactorSecret>;
export type PasswordResetTokenEntity = InferEntity<typeof PasswordResetToken>;
export type BroadcastEntity = InferEntity<typeof Broadcast>;
export type NewsEntity = InferEntity<typeof News>;
export type BannerEntity = InferEntity<typeof Banner>;
export type TestimonialEntity = InferEntity<typeof Testimonial>;
export type RecommendationEntity = InferEntity<typeof Recommendation>;
