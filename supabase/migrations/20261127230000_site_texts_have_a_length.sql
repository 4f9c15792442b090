-- Site texts have a length a page can carry (docs/product.md#validation): a line (a title, a name,
-- a question, a button) at most 200 characters, a paragraph (an answer, a description, a review)
-- at most 2,000, a package's features 5,000 in all (each feature a line). An owner who pasted a
-- 108,000-character answer got it saved and published: a landing page 41,000 px tall and a History
-- no one could scroll. The admin's forms refuse the same lengths at the field.
-- NOT VALID: rows stored before keep their text (a migration must not fail on them); every write
-- from now on is checked.

alter table public.hero_content add constraint hero_content_title_length check (char_length(title) <= 200) not valid;
alter table public.hero_content add constraint hero_content_subtitle_length check (char_length(subtitle) <= 200) not valid;
alter table public.hero_content add constraint hero_content_cta_primary_text_length check (char_length(cta_primary_text) <= 200) not valid;
alter table public.hero_content add constraint hero_content_cta_secondary_text_length check (char_length(cta_secondary_text) <= 200) not valid;
alter table public.hero_content add constraint hero_content_description_length check (char_length(description) <= 2000) not valid;

alter table public.service_packages add constraint service_packages_title_length check (char_length(title) <= 200) not valid;
alter table public.service_packages add constraint service_packages_label_length check (char_length(label) <= 200) not valid;
alter table public.service_packages add constraint service_packages_duration_length check (char_length(duration) <= 200) not valid;
alter table public.service_packages add constraint service_packages_description_length check (char_length(description) <= 2000) not valid;
alter table public.service_packages add constraint service_packages_features_length check (char_length(array_to_string(features, '')) <= 5000) not valid;

alter table public.additional_services add constraint additional_services_name_length check (char_length(name) <= 200) not valid;
alter table public.additional_services add constraint additional_services_description_length check (char_length(description) <= 2000) not valid;

alter table public.testimonials add constraint testimonials_author_name_length check (char_length(author_name) <= 200) not valid;
alter table public.testimonials add constraint testimonials_content_length check (char_length(content) <= 2000) not valid;

alter table public.faq_items add constraint faq_items_question_length check (char_length(question) <= 200) not valid;
alter table public.faq_items add constraint faq_items_answer_length check (char_length(answer) <= 2000) not valid;

alter table public.about_sections add constraint about_sections_title_length check (char_length(title) <= 200) not valid;
alter table public.about_sections add constraint about_sections_description_length check (char_length(description) <= 2000) not valid;

alter table public.social_links add constraint social_links_platform_length check (char_length(platform) <= 200) not valid;
