#include "core/reconcile/keptrun.h"
#include "core/reconcile/reconciletext.h"

#include "core/domain/money.h"
#include "core/storage/auditstore.h"

#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace dd::reconcile {

namespace {

RunChanges changesSince(ReconcileRunStore &runs, const ReconcileRun &previous, const QList<Difference> &current)
{
    RunChanges changes;
    changes.previous = previous;
    (void)runs.forEachDifference(previous.id, [&changes](const Difference &difference) {
        changes.previousKeys.insert(difference.key());
        return true;
    });
    QSet<QString> currentKeys;
    for (const Difference &difference : current) {
        currentKeys.insert(difference.key());
        (changes.previousKeys.contains(difference.key()) ? changes.unchanged : changes.added) += 1;
    }
    (void)runs.forEachDifference(previous.id, [&](const Difference &difference) {
        if (!currentKeys.contains(difference.key())) {
            ++changes.resolved;
            if (changes.resolvedRows.size() < RunChanges::MaxListedResolved)
                changes.resolvedRows.append(difference);
        }
        return true;
    });
    return changes;
}

QString amountText(const std::optional<qint64> &hundredths)
{
    return hundredths ? Decimal::format(*hundredths, Money::Scale) : QString();
}

// RFC 4180 quoting, and the spreadsheet formula guard on text from the file or the gateway.
QString csvText(const QString &value)
{
    QString text = value;
    if (!text.isEmpty() && QStringView(u"=+-@\t\r").contains(text.front()))
        text.prepend(u'\'');
    if (text.contains(u',') || text.contains(u'"') || text.contains(u'\n') || text.contains(u'\r')) {
        text.replace(u"\""_s, u"\"\""_s);
        return u"\""_s + text + u"\""_s;
    }
    return text;
}

} // namespace

Result<KeptRun, QString> keepRun(ReconcileRunStore &runs, AuditStore &audit, const QString &actor, qint64 nowMs,
                                 const ReconcileRequest &request, const ReconcileResult &result)
{
    ReconcileRun run;
    run.atMs = nowMs;
    run.actor = actor;
    run.fileName = result.fileName;
    run.sha256 = result.sha256;
    run.mapping = request.options.mapping.toStoredText();
    run.mappingName = request.mappingName;
    run.periodFrom = result.periodFrom;
    run.periodTo = result.periodTo;
    run.orders = result.orders;
    run.matched = result.matched;
    run.differences = result.differences.size();
    KeptRun kept;
    if (const std::optional<ReconcileRun> previous = runs.latest(result.fileName))
        kept.changes = changesSince(runs, *previous, result.differences);
    const std::optional<qint64> id = runs.save(run, result.differences);
    if (!id)
        return ReconcileText::tr("the reconciliation could not be saved in the cache: %1").arg(runs.lastError());
    kept.runId = *id;
    AuditEntry entry;
    entry.atMs = nowMs;
    entry.actor = actor;
    entry.action = u"reconcile"_s;
    entry.parameters = QJsonObject{{u"run"_s, *id},
                                   {u"file"_s, result.fileName},
                                   {u"sha256"_s, QString::fromLatin1(result.sha256.toHex())},
                                   {u"mapping"_s, request.mappingName},
                                   {u"orders"_s, result.orders},
                                   {u"matched"_s, result.matched},
                                   {u"differences"_s, qint64(result.differences.size())}};
    entry.result = result.differences.isEmpty() ? u"match"_s : u"differences"_s;
    if (!audit.append(entry))
        return ReconcileText::tr("the reconciliation was saved (run %1) but the audit trail could not record it").arg(*id);
    return kept;
}

QStringList differenceColumnNames(bool withNew)
{
    QStringList names{u"kind"_s,           u"merchant_payment_code"_s, u"order_line"_s,     u"payment_hash"_s,
                      u"order_amount"_s,   u"order_currency"_s,        u"order_status"_s,   u"order_refunded"_s,
                      u"gateway_amount"_s, u"gateway_currency"_s,      u"gateway_status"_s, u"gateway_refunded"_s};
    if (withNew)
        names.append(u"new_since_last_run"_s);
    return names;
}

bool writeDifferencesCsv(const QString &path, const QList<Difference> &differences, const RunChanges *changes,
                         QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    const QStringList header = differenceColumnNames(changes != nullptr);
    QByteArray buffer = header.join(u',').toUtf8() + "\r\n";
    for (const Difference &d : differences) {
        QStringList cells{differenceKindCode(d.kind),
                          csvText(d.merchantCode),
                          d.orderLine > 0 ? QString::number(d.orderLine) : QString(),
                          csvText(d.paymentHash),
                          amountText(d.orderAmount),
                          csvText(d.orderCurrency),
                          csvText(d.orderStatus),
                          amountText(d.orderRefunded),
                          amountText(d.gatewayAmount),
                          csvText(d.gatewayCurrency),
                          d.gatewayStatus ? paymentStatusCode(*d.gatewayStatus) : QString(),
                          amountText(d.gatewayRefunded)};
        if (changes)
            cells.append(changes->isNew(d) ? u"yes"_s : u"no"_s);
        buffer += cells.join(u',').toUtf8() + "\r\n";
        if (buffer.size() > (1 << 20)) {
            file.write(buffer);
            buffer.clear();
        }
    }
    file.write(buffer);
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace dd::reconcile
