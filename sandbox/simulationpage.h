#pragma once

#include "sandbox/answer.h"
#include "sandbox/ledger.h"

#include <QByteArrayView>

namespace dd::sandbox {

// The HTML page a redirect_url / voucher link opens (spec 4.6): the payment in short and three
// buttons — Simulate Authorized YES, NO, or Leave Pending — that call the /sandbox controls.
Answer simulationPage(const Ledger &ledger, QByteArrayView path, QByteArrayView hash);
bool isSimulationPagePath(QByteArrayView path);

} // namespace dd::sandbox
