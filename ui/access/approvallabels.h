#pragma once

#include <QLocale>
#include <QString>

namespace dd {

namespace access {
struct RefundApproval;
}

// What a refund request's state and outcome mean, in the interface's language: one owner for the
// desk's approvals window and the team's. The codes stay as stored; the words are for the reader.

// "Waiting", "Rejected", "Approved", and for an approved one what its sending did ("Approved, sent",
// "Approved, then failed", …): an approval whose refund failed does not read as plain "Approved".
QString approvalStateLabel(const access::RefundApproval &request);
// A rejection's reason, or what the sending did with what the failure said; empty while waiting.
QString approvalOutcomeLabel(const access::RefundApproval &request);
// A payment hash short enough to leave room for the reasons beside it (the whole one goes in the
// tool tip).
QString shortPaymentHash(const QString &hash);
// What a Manager is asked to approve: amount (as the window writes money), payment and its
// merchant code (when known), who asked and when, the reason and the merchant refund code.
QString approvalSummary(const access::RefundApproval &request, const QString &merchantPaymentCode,
                        const QLocale &locale = QLocale());

} // namespace dd
