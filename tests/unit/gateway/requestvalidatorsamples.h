#pragma once

// Sample requests and payments for the RequestValidator tests (tst_requestvalidator.cpp,
// requestvalidatorrows.cpp, tst_boundedinput.cpp): each check starts from a valid request and changes one thing.

#include "core/gateway/requestvalidator.h"

#include <QDateTime>
#include <QMetaType>

#include <functional>

using Check = std::function<dd::FieldProblems()>;
Q_DECLARE_METATYPE(Check)

namespace dd::test::validation {

extern const QDateTime Now;

CardFields rawCard();
CardFields networkToken();
CardFields walletToken();
DirectRequest cardPayment(CardFields card = rawCard());
DirectRequest cashVoucher();
DirectRequest boleto();   // with its payer's CPF and address
DirectRequest oxxo();
Check direct(std::function<void(DirectRequest &)> edit, DirectRequest base = cardPayment());
Payment confirmedPayment();
Payment preAuthorized();
Refund refund(const char *id, RefundStatus status, qint64 hundredths, const char *code = "");
RefundRequest refundRequest();
Check refundCheck(std::function<void(RefundRequest &)> edit);
Check captureCheck(std::function<void(CaptureRequest &)> edit);
Check cancelCheck(std::function<void(CancelRequest &)> edit);
Check refundCancelCheck(std::function<void(RefundCancelRequest &)> edit);
QString errorFields(const FieldProblems &problems);

// Rows of badInputIsNamed (columns "check" and "field"): the payment to create (spec 2.3-2.5, 8),
// then the actions on a payment (query, capture, cancel, refund and its cancel, e-wallets).
void addBadPaymentRows();
void addBadActionRows();

} // namespace dd::test::validation
