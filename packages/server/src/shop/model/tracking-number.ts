/**
 * Parcel tracking numbers as carriers print them, where the shape alone says so: a Chinese courier's code and 9–16
 * digits (SF1234567890, JDV…, YT…), or UPS's "1Z" and 16 letters and digits (1Z999AA10123456791). Digits alone (as
 * FedEx and USPS print them) look like a phone or an order number, so they are not read as parcels from their shape.
 * Regular-expression source, lower- or upper-case alike: each reader adds the `i` flag and what goes around it.
 */
export const TRACKING_NUMBER = String.raw`(?:(?:sf|jdv|jd|yt|zto|sto|yd|ems)\d{9,16}|1z[0-9a-z]{16})`;
