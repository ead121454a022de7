import type { EntityManager } from '@mikro-orm/postgresql';

/** A service category (1-16) of /services. */
export interface ServiceCategoryRow {
  id: number;
  name: string;
  imgName: string;
}

/** An active company listed under a service category. */
export interface ServiceProviderRow {
  id: number;
  name: string;
  countryName: string;
  categoryId: number;
}

/** Every service category (including those nobody is listed under yet) and the providers of each. */
export interface ServiceDirectory {
  categories: ServiceCategoryRow[];
  providers: ServiceProviderRow[];
}

/**
 * The service categories in id order with their active providers by name, in one statement (16 categories and
 * a few hundred listings: company_service is read whole, its primary key joins the companies).
 */
export async function loadServiceDirectory(em: EntityManager): Promise<ServiceDirectory> {
  const rows = await em.execute<
    {
      category_id: number;
      category_name: string;
      img_name: string;
      company_id: number | null;
      company_name: string | null;
      country_name: string | null;
    }[]
  >(
    `select sc.id as category_id, sc.name as category_name, sc.img_name,
            listed.company_id, listed.company_name, listed.country_name
       from service_category sc
       left join (
         select s.category_id, c.id as company_id, c.name as company_name, co.name as country_name
           from company_service s
           join company c on c.id = s.company_id and c.is_active
           join country co on co.code = c.country_code
       ) listed on listed.category_id = sc.id
      order by sc.id, listed.company_name collate "und-x-icu", listed.company_id`,
  );
  const categories = new Map<number, ServiceCategoryRow>();
  const providers: ServiceProviderRow[] = [];
  for (const row of rows) {
    if (!categories.has(row.category_id)) {
      categories.set(row.category_id, {
        id: row.category_id,
        name: row.category_name,
        imgName: row.img_name,
      });
    }
    if (row.company_id !== null) {
      providers.push({
        id: row.company_id,
        name: row.company_name!,
        countryName: row.country_name!,
        categoryId: row.category_id,
      });
    }
  }
  return { categories: [...categories.values()], providers };
}
