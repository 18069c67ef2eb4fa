#pragma once

#include <QtGlobal>

namespace dd::sandbox {

class Ledger;

// Creates `count` demo payments across every method, country, currency and status, with refunds
// in every state. The same seed and count give the same books (dates relative to `now`).
void seedDemoPayments(Ledger &ledger, int count, quint64 seed, qint64 now);

} // namespace dd::sandbox
