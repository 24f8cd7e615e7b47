-- Hand-written data fix (issue 41): earlier demo seeds published a deliberately hostile article (XSS
-- payloads kept to prove the sanitiser) in the public news list and in related items. It is now a
-- test fixture only; databases seeded before this remove it. Matched by both its slug and its title,
-- so nothing an editor wrote is touched.
DELETE FROM "news" WHERE "short_url" = 'guvenlik-testi' AND "title" = 'Güvenlik testi: içerik temizleme';
