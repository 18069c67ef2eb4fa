#pragma once

#include <QList>
#include <QString>

namespace dd::BoletoCode {

// A Brazilian boleto's two codes, from the answer's boleto_barcode: gateways send either the
// 44 digits the bars encode or the 47-digit typeable line ("linha digitável") a payer types into
// a banking app (the sandbox sends the line). Each can be made from the other: the line is the
// barcode's fields reordered, with a modulo-10 check digit after each of its first three fields.

// The 44 digits of the barcode; empty when the answer holds neither form.
QString barcodeDigits(const QString &answer);
// The 47 digits of the typeable line; empty when the answer holds neither form.
QString typeableDigits(const QString &answer);
// The typeable line in its five groups, as banks print it:
// "34191.76007 12443.483727 14245.740007 1 81330000010000".
QString groupedTypeableLine(const QString &answer);
// The modulo-10 check digit of the typeable line's first three fields.
int modulo10(QStringView digits);

// Interleaved 2 of 5, the boleto's symbology: the widths, in narrow modules, of alternating bars
// and spaces (a bar first): the start code, each pair of digits (the first in the bars, the second
// in the spaces) and the stop code. Empty for an odd count or a non-digit.
QList<int> interleaved2of5(const QString &digits, int wide = 3);

} // namespace dd::BoletoCode
