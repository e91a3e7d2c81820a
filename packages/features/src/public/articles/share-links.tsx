/** Share an article: WhatsApp (how most Kenyans share links), X, Facebook, LinkedIn, e-mail, or copy the link. */
import { HStack, Text } from '@chakra-ui/react';
import { Button, Link, toast } from '@ujuzi/ui';
import { Link2 } from 'lucide-react';

export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
    { label: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'E-mail', href: `mailto:?subject=${t}&body=${u}` },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('The link could not be copied. Copy it from the address bar.');
    }
  };
  return (
    <HStack gap="3" wrap="wrap" as="nav" aria-label="Share this article">
      <Text fontWeight="semibold" textStyle="sm">
        Share:
      </Text>
      {shareTargets(url, title).map((target) => (
        <Link key={target.label} href={target.href} variant="plain">
          {target.label}
        </Link>
      ))}
      <Button variant="outline" size="sm" startIcon={<Link2 size={14} />} onClick={() => void copy()}>
        Copy link
      </Button>
    </HStack>
  );
}
