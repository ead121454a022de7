/** WhatsApp chat link of a phone number. */
export const whatsAppHref = (tel: string) => `https://wa.me/${tel.replace(/\D/g, '')}`;
