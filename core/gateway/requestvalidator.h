#pragma once

#include "core/domain/requests.h"
#include "core/gateway/gatewayerror.h"

#include <QDateTime>

namespace dd {

// Checks a request against every rule the contract states (spec 2.3-2.5, 3, 4.3, 8 and
// CONTRACT.md) before anything is sent. Each function returns every problem found, each tied
// to the API path of its field; warnings (Severity::Warning) do not stop the request.
// `now` is injected so that expiry checks are testable.
namespace RequestValidator {

// Bounds of free-text fields where the spec gives none (spec 4.3 gives description's), chosen
// well above real values: bank and holder names as long as a registered company name, document
// and account numbers well above the longest national format (CLABE: 18 digits, CNPJ: 14).
namespace Bound {
inline constexpr qsizetype Description = 1500;   // spec 4.3 / CONTRACT.md
inline constexpr qsizetype Hash = 64;            // gateway hashes are 40 hexadecimal characters
inline constexpr qsizetype BankName = 100;
inline constexpr qsizetype BankBranch = 20;
inline constexpr qsizetype BankAccount = 40;
inline constexpr qsizetype AccountType = 40;
inline constexpr qsizetype BankDetails = 100;
inline constexpr qsizetype HolderDocument = 30;
inline constexpr qsizetype HolderName = 100;
// The customer of /ws/direct (spec 2.3 gives no lengths): names and address parts like the
// holder's, an e-mail address at its RFC 5321 maximum, phone and document numbers generously.
inline constexpr qsizetype CustomerName = 100;
inline constexpr qsizetype Email = 254;
inline constexpr qsizetype Phone = 30;
inline constexpr qsizetype Document = 30;
inline constexpr qsizetype AddressPart = 100;
inline constexpr qsizetype RedirectUrl = 2000;
// Why a refund is cancelled: kept in the audit trail, a few sentences at most.
inline constexpr qsizetype CancelReason = 500;
} // namespace Bound

FieldProblems direct(const DirectRequest &request, const QDateTime &now);
// A create the team worker would send for a desk (team mode): never a card payment, since card data
// goes from a desk to the gateway only and never through the team's database.
FieldProblems relayedDirect(const DirectRequest &request);
FieldProblems query(const QueryRequest &request);
FieldProblems capture(const CaptureRequest &request);
FieldProblems cancel(const CancelRequest &request);
FieldProblems refund(const RefundRequest &request);
// The rules of capture and refund that do not depend on the payment's state (identifiers,
// amount, texts, bank details' form): checked before the payment is even looked up, so that
// locally invalid input puts nothing on the wire. capture() and refund() include them.
FieldProblems captureFields(const CaptureRequest &request);
FieldProblems refundFields(const RefundRequest &request);
// `bank_info` alone, without the payment's country (types are the reader's, see RequestReader).
FieldProblems bankInfoFields(const BankInfo &bank);
FieldProblems refundCancel(const RefundCancelRequest &request);
// The reason for cancelling a refund (field "reason"): the gateway takes none, but the audit trail
// keeps it, so it is required and bounded. Trimmed by the caller.
FieldProblems refundCancelReason(const QString &reason);
FieldProblems eWallets(const EWalletListRequest &request);

// The card object alone (the `payment.card.` prefix is included in field names).
FieldProblems card(const CardFields &card, const QString &country, const QDateTime &now);
// Spec 2.3: `currency_code` is three upper-case letters.
bool isCurrencyCode(QStringView code);
// A lowercase two-letter country code.
bool isCountryCode(QStringView code);
} // namespace RequestValidator

} // namespace dd
