-- Nobody but an admin lists the site-images bucket (docs/architecture.md#security-model). The
-- bucket is public: its object URLs serve every file without asking row-level security, exactly as the
-- site and the admin use them. The read policies for visitors and signed-in users only added a
-- listing of every file, including images the site does not use (Supabase's advisor warns about
-- it). Admins keep a read policy of their own: the storage service reads the row back when an
-- admin uploads, replaces or deletes a file, and the image library may list the bucket.
-- Uses the storage.objects table as hosted Supabase provides it; creates no storage object.

drop policy "site-images: visitors read" on storage.objects;
drop policy "site-images: signed-in users read" on storage.objects;

create policy "site-images: admins read"
  on storage.objects for select to authenticated
  using (bucket_id = 'site-images' and (select private.is_admin()));
