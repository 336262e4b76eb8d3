/**
 * Parcel tracking numbers as carriers print them, where the shape alone says so: a Chinese courier's code and 9–16
 * digits (SF1234567890, JDV…, YT…), or UPS's "1Z" and 16 letters and digits (1Z999AA10123456791). Digits alone (as
 * FedEx and USPS print them) look like a phone or an order number, so they are not read as parcels from their shape.
 * Regular-expression source, lower- or upper-case alike: each reader adds the `i` flag and what goes around it.
 */
export const TRACKING_NUMBER = String.raw`(?:(?:sf|jdv|jd|yt|zto|sto|yd|ems)\d{9,16}|1z[0-9a-z]{16})`;

/**
 * Digits alone as FedEx (12 or 15 digits) and USPS (20 to 22) print them. The shape alone could be a phone or an
 * order number, so a reader takes it for a parcel only where the message asks after one ("where is 9400…", "track
 * 794658123458", "运单号…").
 */
export const DIGIT_TRACKING_NUMBER = String.raw`(?:\d{20,22}|\d{15}|\d{12})`;
