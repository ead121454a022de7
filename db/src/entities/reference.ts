import { defineEntity, p } from '@mikro-orm/core';

/** Countries of the world known to the product; companies, registrations and orders point here. */
export const Country = defineEntity({
  name: 'Country',
  properties: {
    code: p.string().length(2).primary(),
    name: p.string().length(80).unique(),
    /** Member of the EU (reverse-charge VAT when not the Netherlands). */
    isEu: p.boolean().default(false),
    lat: p.double(),
    lng: p.double(),
  },
});

/** Key/value product settings (force2fa, currency rates, feature flags, broadcast limit texts). */
export const Setting = defineEntity({
  name: 'Setting',
  properties: {
    key: p.string().length(60).primary(),
    value: p.json<unknown>(),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onUpdate(() => new Date()),
  },
});

/** Staff of the operator shown on the contact page. */
export const StaffContact = defineEntity({
  name: 'StaffContact',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    position: p.string().length(100),
    tel: p.string().length(40),
    email: p.string().length(254),
    /** The address of the staff member's photo (stored_image, kind staff_photo) with its version, or null. */
    picUrl: p.string().length(300).nullable(),
    skype: p.string().length(100).nullable(),
    sortOrder: p.integer().default(0),
  },
});

export const HelpVideo = defineEntity({
  name: 'HelpVideo',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    url: p.string().length(300),
    embedUrl: p.string().length(300),
    category: p.string().length(60),
  },
});

export const Faq = defineEntity({
  name: 'Faq',
  properties: {
    id: p.integer().primary(),
    question: p.string().length(300),
    answer: p.text(),
    sortOrder: p.integer().default(0),
  },
});

export const Testimonial = defineEntity({
  name: 'Testimonial',
  properties: {
    id: p.integer().primary(),
    body: p.text(),
    attr: p.string().length(200),
    date: p.date(),
  },
});

/** Rotating banners at the page bottom; isAd banners count clicks. */
export const Banner = defineEntity({
  name: 'Banner',
  properties: {
    id: p.integer().primary(),
    url: p.string().length(500),
    imageUrl: p.string().length(500),
    alt: p.string().length(200),
    isAd: p.boolean().default(false),
    numClicked: p.integer().default(0),
    activeFrom: p.date(),
    activeUntil: p.date(),
  },
  checks: [{ name: 'banner_active_range', expression: 'active_until >= active_from' }],
});

/** Tracked redirects behind /advertisement/{id}. */
export const Advertisement = defineEntity({
  name: 'Advertisement',
  properties: {
    id: p.integer().primary(),
    redirectUrl: p.string().length(500),
    numRedirects: p.integer().default(0),
    isActive: p.boolean().default(true),
  },
});
