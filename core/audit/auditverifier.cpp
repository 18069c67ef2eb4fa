#include "core/audit/auditverifier.h"

namespace dd {

QString AuditProblem::message() const
{
    switch (kind) {
    case Kind::Edited: return AuditVerifier::tr("Row %1 was changed after it was written.").arg(rowId);
    case Kind::Deleted: return AuditVerifier::tr("A row before row %1 was deleted.").arg(rowId);
    case Kind::Truncated: return AuditVerifier::tr("Rows after row %1 were deleted (the trail was cut short).").arg(rowId);
    case Kind::HeadMissing: return AuditVerifier::tr("The trail's authenticated head is missing.");
    case Kind::HeadForged: return AuditVerifier::tr("The trail's head does not carry a valid seal: it was changed.");
    case Kind::Unchained: return AuditVerifier::tr("Row %1 carries no chain hash.").arg(rowId);
    }
    return {};
}

AuditVerification AuditVerifier::verify(AuditStore &store)
{
    AuditVerification outcome;
    const std::optional<AuditHead> head = store.head();
    const qint64 firstChained = head ? head->firstChainedId : 0;
    if (head) {
        const QByteArray expected = auditHeadMac(*head, store.headKey());
        outcome.headAuthenticated = !expected.isEmpty() && expected == head->mac;
        if (!expected.isEmpty() && !outcome.headAuthenticated)
            outcome.problems.append({AuditProblem::Kind::HeadForged, 0});
    }
    QByteArray previous;
    qint64 previousId = 0;
    qint64 chained = 0;
    bool started = false;
    store.forEachLink([&](const AuditLink &link) {
        const qint64 id = link.id;
        const QByteArray &stored = link.chainHash;
        if (!head || id < firstChained) {
            if (!stored.isEmpty() && !head && outcome.problems.isEmpty())
                outcome.problems.append({AuditProblem::Kind::HeadMissing, 0});
            ++outcome.legacyRows;
            previousId = id;
            return true;
        }
        ++outcome.rowsChecked;
        ++chained;
        if (stored.isEmpty()) {
            outcome.problems.append({AuditProblem::Kind::Unchained, id});
            previous.clear();
            previousId = id;
            started = true;
            return true;
        }
        const bool firstOfChain = !started;
        started = true;
        if (firstOfChain && id != firstChained) {
            // The chain's first rows are gone.
            outcome.problems.append({AuditProblem::Kind::Deleted, id});
        } else if (auditChainHash(previous, link.canonicalFields) != stored) {
            // Either this row changed, or the row it links to is gone: a row that still matches its
            // own hash when linked to its true predecessor's hash would be undetectable, so tell
            // them apart by the id gap.
            const bool gap = !firstOfChain && id != previousId + 1;
            outcome.problems.append({gap ? AuditProblem::Kind::Deleted : AuditProblem::Kind::Edited, id});
        }
        previous = stored;
        previousId = id;
        return true;
    });
    if (head && (head->lastId != previousId || head->rowCount != chained || head->hash != previous)) {
        if (head->lastId > previousId || head->rowCount > chained)
            outcome.problems.append({AuditProblem::Kind::Truncated, previousId});
        else if (outcome.problems.isEmpty())
            outcome.problems.append({AuditProblem::Kind::Edited, previousId});
    }
    return outcome;
}

} // namespace dd
