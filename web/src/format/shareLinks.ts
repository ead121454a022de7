/** The three networks a member may share their own broadcast to (spec: Facebook, LinkedIn, X). */
export interface ShareLink {
  network: 'Facebook' | 'LinkedIn' | 'X';
  href: string;
}

/** The share links of a broadcast's public address. */
export function broadcastShareLinks(pageUrl: string, subject: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { network: 'X', href: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(subject)}` },
  ];
}
