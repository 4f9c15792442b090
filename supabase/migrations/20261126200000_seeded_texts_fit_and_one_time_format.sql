-- Two seeded texts as earlier seeds stored them, brought in line with today's seed wherever the
-- owner has not changed them (an edited text stays as the owner wrote it):
-- - the Spanish top banner's message, shortened so that the banner with its call and text links
--   takes at most two lines on a 320 px phone;
-- - the "how long does a detail take" answer, whose hours now read as the footer and the booking
--   form write them: English on the 12-hour clock ("8 AM to 7 PM"), Spanish on the 24-hour clock
--   ("de 8:00 a 19:00"), one time format per language (docs/decisions.md).

update public.site_settings
set value = '¡Cotización gratis por llamada o texto!'
where key = 'top_banner_message_es'
  and value = '¡Llámenos o envíenos un mensaje de texto hoy para una cotización gratis!';

update public.faq_items
set answer = 'Silver takes about 1–2 hours, Gold 2–3 hours and Platinum 3–5 hours, depending on the size and condition of your vehicle. We work Monday through Sunday, 8 AM to 7 PM.'
where faq_key = 'how_long'
  and language = 'en'
  and answer = 'Silver takes about 1–2 hours, Gold 2–3 hours and Platinum 3–5 hours, depending on the size and condition of your vehicle. We work Monday through Sunday, 8AM to 7PM.';

update public.faq_items
set answer = 'El paquete Plata toma de 1 a 2 horas, el Oro de 2 a 3 horas y el Platino de 3 a 5 horas, según el tamaño y el estado de su vehículo. Trabajamos de lunes a domingo, de 8:00 a 19:00.'
where faq_key = 'how_long'
  and language = 'es'
  and answer = 'El paquete Plata toma de 1 a 2 horas, el Oro de 2 a 3 horas y el Platino de 3 a 5 horas, según el tamaño y el estado de su vehículo. Trabajamos de lunes a domingo, de 8 a. m. a 7 p. m.';
