/**
 * The HTTP contract of the api, generated from its OpenAPI document by `npm run contract:generate`.
 * Do not edit: change the route's zod schemas (api/src) and generate again; `npm test` fails while stale.
 */
export type paths = {
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in
     * @description Answers `{status:200, requires2FA:true}` when the contact has 2FA enabled and no code was sent. Failed attempts are limited per e-mail address and per IP (429).
     */
    post: operations['postApiAuthLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: revokes the session of the bearer token */
    post: operations['postApiAuthLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations['getApiAuthMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/requestPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Request a password reset e-mail
     * @description Always the same answer, whether the address is known or not. Limited per e-mail and IP.
     */
    post: operations['postApiAuthRequestPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/verifyResetToken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check a password reset link before showing the new-password form */
    post: operations['postApiAuthVerifyResetToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/resetPasswordWithToken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset token (single use; signs out every session) */
    post: operations['postApiAuthResetPasswordWithToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/generate2faSecret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start enabling 2FA: a new secret, its otpauth:// link and QR code */
    post: operations['postApiCompaniesGenerate2faSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/verify2fa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish enabling 2FA with a code from the authenticator app */
    post: operations['postApiCompaniesVerify2fa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/verify2faForDisable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm with a code that 2FA may be disabled (allows disable2fa for 5 minutes) */
    post: operations['postApiCompaniesVerify2faForDisable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/disable2fa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Disable 2FA (only within 5 minutes of verify2faForDisable) */
    post: operations['postApiCompaniesDisable2fa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/getLastInvoiceStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Flags of the company's latest invoice and blocks for the shell's overlays */
    get: operations['getApiCompaniesGetLastInvoiceStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/doUnapprovedRecsExist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the owner's company has recommendations waiting for approval (false for other contacts) */
    get: operations['getApiCompaniesDoUnapprovedRecsExist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A company body: `{ company, contacts }`
     * @description Members get every detail and the contacts; visitors get name, country, tier, description and recommendations (recommender shown as 'TBS Member') and no contacts. 404 for unknown or inactive companies.
     */
    get: operations['getApiCompaniesId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/misc/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public product settings (2FA enforcement, share buttons, currency rates, features) */
    get: operations['getApiMiscSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/misc/lastRegistered': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The 20 latest registered attendees of the broker meeting, 'Name, Company', newest first */
    get: operations['getApiMiscLastRegistered'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/misc/countriesAll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All countries, by name */
    get: operations['getApiMiscCountriesAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/misc/topsearches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The 10 part numbers searched most in the last 30 days that members stock, with a description */
    get: operations['getApiMiscTopsearches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/misc/randomBanners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Up to 4 random active banners */
    get: operations['getApiMiscRandomBanners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/misc/randomBanners/{id}/incrementNumClicked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Count a click on a banner */
    get: operations['getApiMiscRandomBannersIdIncrementNumClicked'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/misc/logPage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log a page view (with the contact when signed in) */
    post: operations['postApiMiscLogPage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Track a usage event */
    post: operations['postApiEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/feature': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Track the outcome of a feature check */
    post: operations['postApiEventsFeature'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in company's parts, newest change first; search in part number, manufacturer, description */
    get: operations['getApiInventory'];
    put?: never;
    /** Adds a part; the same normalised part number in the same condition updates it (type update) */
    post: operations['postApiInventory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inventory/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Number of the signed-in company's parts */
    get: operations['getApiInventoryCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inventory/hits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Searches of other members that found the signed-in company's parts, newest first, 15 per page */
    get: operations['getApiInventoryHits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inventory/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deletes one of the signed-in company's parts */
    delete: operations['deleteApiInventoryId'];
    options?: never;
    head?: never;
    /** Changes one of the signed-in company's parts (409 when it would duplicate another) */
    patch: operations['patchApiInventoryId'];
    trace?: never;
  };
  '/api/inventory/actions/deleteAll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deletes all of the signed-in company's parts; answers how many */
    post: operations['postApiInventoryActionsDeleteAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inventory/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Imports a CSV file into the signed-in company's inventory (replace or merge)
     * @description The body is the CSV file as is (`text/csv` or `application/octet-stream`, at most 200 MB): comma, semicolon or tab separated, UTF-8 (with or without BOM), UTF-16 with BOM or Windows-1252, a header row naming the columns (part number, manufacturer, description, condition; quantity and price optional). `replace` makes the file the whole inventory, `merge` adds and updates. 400 with `msg` and `payload.report` when no row could be imported (nothing changed).
     */
    post: operations['postApiInventoryImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Parts search: one section per query field; visitors see the company as TBS Member
     * @description 503 when a search runs past its time limit (too broad).
     */
    get: operations['getApiParts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One part with its company (and contacts for members) */
    get: operations['getApiPartsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parts/landing/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One part with its company (and contacts for members) */
    get: operations['getApiPartsLandingId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parts/stats/{partNumberNorm}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Statistics and traders of a normalised part number */
    get: operations['getApiPartsStatsPartNumberNorm'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mail/sendRFQ': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a request for quote; visitors must solve a captcha
     * @description Limited per IP for visitors and per contact for members (429 with Retry-After and the wait in minutes).
     */
    post: operations['postApiMailSendRFQ'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/news/lastForHome': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The 3 latest news items for the home page teaser */
    get: operations['getApiNewsLastForHome'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inventory/unreadNews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Number of news items the signed-in contact has not seen (0 for visitors) */
    get: operations['getApiInventoryUnreadNews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/broadcasts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Latest broadcasts first; visitors see the sender as 'TBS Member' */
    get: operations['getApiBroadcasts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/testimonials/tbs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Testimonials about TBS, newest first */
    get: operations['getApiTestimonialsTbs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/advertisements/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The address an advertisement redirects to; counts the redirect
     * @description Answers `{status:200, redirectURL, payload:{redirectURL}}`; 404 for unknown or inactive ads.
     */
    get: operations['getApiAdvertisementsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This OpenAPI 3.1 document */
    get: operations['getApiDocs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};
export type webhooks = Record<string, never>;
export type components = {
  schemas: {
    Banner: {
      id: number;
      url: string;
      isAd: boolean;
      alt: string;
      imageUrl: string;
    };
    BroadcastSummary: {
      id: number;
      /** @description ISO 8601 date-time */
      date: string;
      subject: string;
      /** @enum {string} */
      side: 'WTB' | 'WTS';
      listId: number;
      broadcastListName: string;
      company: {
        id?: number;
        name: string;
        isTrusted?: 0 | 1;
        isGold?: 0 | 1;
        isDiamond?: 0 | 1;
      };
      contact?: {
        name: string;
        email: string;
      };
      fromEmail?: string;
    };
    CompanyContact: {
      id: number;
      name: string;
      function: string | null;
      label: string;
      email: string;
      tel: string | null;
      imName: string | null;
      imValue: string | null;
    };
    CompanyProfile: {
      id: number;
      name: string;
      /** @description ISO code */
      country: string;
      countryName: string;
      description: string | null;
      isTrusted: 0 | 1;
      isGold: 0 | 1;
      isDiamond: 0 | 1;
      recommendations: components['schemas']['CompanyRecommendation'][];
      website?: string | null;
      tel?: string | null;
      /** @description `tel:` link of the phone number */
      telLink?: string | null;
      address?: string | null;
      zip?: string | null;
      city?: string | null;
      vatNr?: string | null;
      shippingDetails?: string | null;
      warrantyPolicy?: string | null;
      bankCode?: string | null;
      ibanCode?: string | null;
      swiftCode?: string | null;
      paymentMethod?: string | null;
      picUrl?: string | null;
      isServiceOnly?: 0 | 1;
      isAttendingEBM?: 0 | 1;
      /** @description 'YYYY-MM-DD'; null while on trial */
      memberSince?: string | null;
      /** @description How many contacts marked the company as favourite */
      favCount?: number;
      /** @description Whether the reading contact marked the company as favourite */
      misc?: {
        isFavorite: 0 | 1;
      }[];
    };
    CompanyRecommendation: {
      id: number;
      description: string;
      companyName: string;
      contactName?: string;
      /** @description When it was approved */
      dt: string;
      /**
       * @description 1: approved (pending ones are not listed)
       * @constant
       */
      status: 1;
    };
    Country: {
      code: string;
      name: string;
    };
    Error: {
      status: number;
      msg: string;
      errors?: {
        param: string;
        msg: string;
      }[];
      /** @description Details some failures carry, e.g. the report of a failed import */
      payload?: unknown;
    };
    FeatureSwitch: {
      featureId: number;
      enabled: boolean;
    };
    ImportRejection: {
      line: number;
      /** @description The column as the file names it; '' when the whole line is meant */
      column: string;
      reason: string;
    };
    ImportReport: {
      /** @enum {string} */
      mode: 'replace' | 'merge';
      dryRun: boolean;
      /** @description Data rows read (empty lines not counted) */
      rows: number;
      inserted: number;
      updated: number;
      unchanged: number;
      /** @description Parts of the company not in the file (replace mode) */
      deleted: number;
      /** @description Parts of the company named only by rejected rows, kept as they were (replace mode): a bad price must not delete the part it was meant to update */
      kept: number;
      /** @description Invalid rows plus rows superseded by a later line with the same part number and condition */
      rejected: number;
      /** @description The first 1,000, by line */
      rejections: components['schemas']['ImportRejection'][];
      rejectionsTruncated: boolean;
      seconds: number;
    };
    InventoryHit: {
      searchterms: string;
      /** @description The part number of the company's part that was found */
      partnumber: string;
      /** @description The searcher's company (null once it is deleted) */
      companyid: number | null;
      name: string | null;
      /** @description ISO 8601 date-time */
      date: string;
    };
    InventoryItem: {
      id: number;
      manufacturer: string;
      description: string;
      partNumber: string;
      quantity: number;
      /** @enum {string} */
      partCondition: 'F/S' | 'NOB' | 'NEW' | 'REF' | 'USED' | 'ASIS';
      /** @description EUR; 0 means CALL */
      price: number;
      /** @description The last change */
      updatedAt: string;
    };
    InvoiceStatus: {
      forcePay: boolean;
      isPastDue: boolean;
      isPastDueEbm: boolean;
      isDue: boolean;
      isEbmInvoice: boolean;
      isNoNotif: boolean;
      link: string | null;
      contact_name: string;
      freeTrialBlock: boolean;
      customFullBlock: string | null;
      modalMessage: string | null;
    };
    NewsItem: {
      id: number;
      catId: number;
      catUrl: string;
      title: string;
      titleSlug: string;
      by: string;
      /** @description ISO 8601 date-time */
      date: string;
      bodyHtml: string;
      isPinned: boolean;
    };
    PartCompany: {
      id?: number;
      name: string;
      /** @description ISO code */
      country?: string;
      countryName?: string;
      isTrusted?: 0 | 1;
      isGold?: 0 | 1;
      isDiamond?: 0 | 1;
      /** @description Part detail only */
      tel?: string | null;
      /** @description Part detail only */
      description?: string | null;
    };
    PartContact: {
      id: number;
      name: string;
      email: string;
      tel: string | null;
      allowrfq: boolean;
    };
    PartDetail: {
      id: number;
      partNumber: string;
      manufacturer: string;
      description: string;
      quantity: number;
      /** @enum {string} */
      partCondition: 'F/S' | 'NOB' | 'NEW' | 'REF' | 'USED' | 'ASIS';
      /** @description EUR; 0 means CALL */
      price: number;
      isRFQDisabled: boolean;
      company: components['schemas']['PartCompany'];
      contacts?: components['schemas']['PartContact'][];
    };
    PartHit: {
      id: number;
      partNumber: string;
      manufacturer: string;
      description: string;
      quantity: number;
      /** @enum {string} */
      partCondition: 'F/S' | 'NOB' | 'NEW' | 'REF' | 'USED' | 'ASIS';
      /** @description EUR; 0 means CALL */
      price: number;
      isRFQDisabled: boolean;
      company: components['schemas']['PartCompany'];
    };
    PartsSection: {
      query: string;
      results: components['schemas']['PartHit'][];
      numResults: number;
    };
    PartStats: {
      traders: number;
      totalQuantity: number;
      minPrice: number;
      medianPrice: number;
      maxPrice: number;
      byCondition: {
        /** @enum {string} */
        condition: 'F/S' | 'NOB' | 'NEW' | 'REF' | 'USED' | 'ASIS';
        traders: number;
        quantity: number;
        minPrice: number;
      }[];
    };
    ResetTokenCheck: {
      isSuccess: boolean;
      msg: string;
    };
    Settings: {
      force2fa: 0 | 1;
      enableBroadcastShareButtons: 0 | 1;
      enableNewsShareButtons: 0 | 1;
      /** @description Conversion rates from euro */
      rates: {
        USD: number;
        GBP: number;
      };
      features: {
        [key: string]: components['schemas']['FeatureSwitch'];
      };
    };
    SignedInSession: {
      user: components['schemas']['User'];
      token: string;
      sessionId: string;
    };
    Testimonial: {
      body: string;
      attr: string;
      /** @description '12 March 2024' */
      dateHuman: string;
    };
    TopSearch: {
      partnumber: string;
      description: string;
      count: number;
    };
    TraderRow: {
      id: number;
      Partnumber: string;
      Description: string;
      Manufacturer: string;
      Quantity: number;
      /** @enum {string} */
      PartCondition: 'F/S' | 'NOB' | 'NEW' | 'REF' | 'USED' | 'ASIS';
      Price: number;
      inv_companyname: string;
      /** @description 1 trusted, 2 gold or diamond */
      inv_trusted?: 0 | 1 | 2;
      inv_country?: string;
      inv_telephone?: string | null;
      CompanyID?: number;
    };
    User: {
      id: number;
      name: string;
      email: string;
      emailAlt: string | null;
      companyId: number;
      companyName: string;
      function: string | null;
      website: string | null;
      address: string | null;
      /** @description The name of the company's country */
      country: string;
      /** @description ISO code of the company's country */
      countryCode: string;
      tel: string | null;
      favCompanies: number[];
      signature: string | null;
      profilePic: string | null;
      /** @description The company's login name, for the company owner only */
      username: string | null;
      isOwner: boolean;
      isServiceOnly: 0 | 1;
      isEU: 0 | 1;
      isTrusted: 0 | 1;
      isGold: 0 | 1;
      isDiamond: 0 | 1;
      enable2fa: 0 | 1;
      forceLogout: 0 | 1;
      possibleMatchesDisabled: 0 | 1;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
  postApiAuthLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          code?: string;
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @constant */
                status: 200;
                /** @constant */
                requires2FA: true;
              }
            | {
                /** @constant */
                status: 200;
                payload: components['schemas']['SignedInSession'];
              };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiAuthLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          sessionId?: (string | number) | null;
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiAuthMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: {
              user: components['schemas']['User'];
            };
          };
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiAuthRequestPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: {
              msg: string;
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiAuthVerifyResetToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          resetToken: string;
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: components['schemas']['ResetTokenCheck'];
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiAuthResetPasswordWithToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiCompaniesGenerate2faSecret: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            secret: string;
            otpauthUrl: string;
            /** @description PNG data URL of the QR code of otpauthUrl */
            qr: string;
          };
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiCompaniesVerify2fa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiCompaniesVerify2faForDisable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiCompaniesDisable2fa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
          };
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiCompaniesGetLastInvoiceStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: components['schemas']['InvoiceStatus'];
          };
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiCompaniesDoUnapprovedRecsExist: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: {
              exist: boolean;
            };
          };
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiCompaniesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            company: components['schemas']['CompanyProfile'];
            contacts: components['schemas']['CompanyContact'][];
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiMiscSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: components['schemas']['Settings'];
          };
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiMiscLastRegistered: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: string[];
          };
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiMiscCountriesAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: components['schemas']['Country'][];
          };
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiMiscTopsearches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: components['schemas']['TopSearch'][];
          };
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiMiscRandomBanners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: components['schemas']['Banner'][];
          };
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiMiscRandomBannersIdIncrementNumClicked: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiMiscLogPage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          path: string;
          referrer?: string;
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          props?: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiEventsFeature: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          featureId: number | string;
          /** @enum {string} */
          status: 'Success' | 'Failed';
          key: string;
          errorMessage?: string;
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiInventory: {
    parameters: {
      query?: {
        search?: string;
        page?: number;
        pageSize?: 10 | 20 | 50 | 100;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: {
              results: components['schemas']['InventoryItem'][];
              numResults: number;
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiInventory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          manufacturer: string;
          description: string;
          partNumber: string;
          quantity?: number | string;
          /** @enum {string} */
          partCondition: 'F/S' | 'NOB' | 'NEW' | 'REF' | 'USED' | 'ASIS';
          price: number | string;
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            /**
             * @description 'update' when an add found the part already in stock
             * @enum {string}
             */
            type: 'create' | 'update';
            payload: {
              item: components['schemas']['InventoryItem'];
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiInventoryCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            count: number;
          };
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiInventoryHits: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: {
              results: components['schemas']['InventoryHit'][];
              numResults: number;
              /** @constant */
              pageSize: 15;
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteApiInventoryId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  patchApiInventoryId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          manufacturer?: string;
          description?: string;
          partNumber?: string;
          quantity?: number | string;
          /** @enum {string} */
          partCondition?: 'F/S' | 'NOB' | 'NEW' | 'REF' | 'USED' | 'ASIS';
          price?: number | string;
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            /**
             * @description 'update' when an add found the part already in stock
             * @enum {string}
             */
            type: 'create' | 'update';
            payload: {
              item: components['schemas']['InventoryItem'];
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiInventoryActionsDeleteAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            count: number;
          };
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiInventoryImport: {
    parameters: {
      query?: {
        mode?: 'replace' | 'merge';
        dryRun?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: {
              report: components['schemas']['ImportReport'];
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in: 'Please sign in' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiParts: {
    parameters: {
      query?: {
        query?: string;
        query2?: string;
        query3?: string;
        query4?: string;
        query5?: string;
        country?: string;
        companyId?: number;
        sort?: 'partnumber' | 'manufacturer' | 'quantity' | 'condition' | 'price' | 'company';
        order?: 'asc' | 'desc';
        advanced?: '0' | '1' | 'true' | 'false';
        exactPhrase?: '0' | '1' | 'true' | 'false';
        favorites?: '0' | '1' | 'true' | 'false';
        page?: number;
        pageSize?: 10 | 20 | 50 | 100;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: {
              /** @description One section per query field that was filled in */
              sections: components['schemas']['PartsSection'][];
              /** @description The first section */
              results: components['schemas']['PartHit'][];
              numResults: number;
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiPartsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: {
              part: components['schemas']['PartDetail'];
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiPartsLandingId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: {
              part: components['schemas']['PartDetail'];
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiPartsStatsPartNumberNorm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        partNumberNorm: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: {
              result: {
                part: components['schemas']['PartDetail'][];
                partStats: components['schemas']['PartStats'];
                traders: components['schemas']['TraderRow'][];
              };
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postApiMailSendRFQ: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          partId: number;
          captcha?: string;
          companyName: string;
          contactName: string;
          contactEmail: string;
          contactTel: string;
          requestedQuantity: number;
          /** @default false */
          sendToAll?: boolean;
          message?: string;
        };
      };
    };
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            /** @description How many companies the request went to */
            count: number;
            payload: {
              msg: string;
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiNewsLastForHome: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: components['schemas']['NewsItem'][];
          };
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiInventoryUnreadNews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: {
              count: number;
            };
          };
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiBroadcasts: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: 5 | 10 | 20 | 50 | 100;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: {
              results: components['schemas']['BroadcastSummary'][];
              numResults: number;
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiTestimonialsTbs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            payload: components['schemas']['Testimonial'][];
          };
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiAdvertisementsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 200;
            redirectURL: string;
            payload: {
              redirectURL: string;
            };
          };
        };
      };
      /** @description Invalid input: `msg` is the first problem, `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiDocs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success (`status` in the body equals the HTTP status) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description 'Something went wrong' */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
