-- The site-images storage bucket and its policies (docs/product.md#content,
-- docs/architecture.md#security-model). Public bucket: anyone reads files; only admins upload,
-- replace and delete. The 5 MB limit and image/* types are bucket settings that the storage service
-- enforces on upload. Uses storage.buckets / storage.objects as hosted Supabase provides them;
-- creates neither.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('site-images', 'site-images', true, 5242880, '{image/*}')
on conflict (id) do nothing;

create policy "site-images: visitors read"
  on storage.objects for select to anon
  using (bucket_id = 'site-images');
create policy "site-images: signed-in users read"
  on storage.objects for select to authenticated
  using (bucket_id = 'site-images');
create policy "site-images: admins upload"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'site-images' and (select private.is_admin()));
create policy "site-images: admins update"
  on storage.objects for update to authenticated
  using (bucket_id = 'site-images' and (select private.is_admin()))
  with check (bucket_id = 'site-images' and (select private.is_admin()));
create policy "site-images: admins delete"
  on storage.objects for delete to authenticated
  using (bucket_id = 'site-images' and (select private.is_admin()));
