#include "models/teamcodelookup.h"

#include "core/server/teamchangesql.h"
#include "core/storage/paymentstore.h"
#include "core/storage/storesession.h"
#include "core/sync/codeintake.h"
#include "core/sync/notificationimport.h"
#include "models/storeworker.h"

namespace dd {

namespace {

NotificationCodes codesOf(const QString &code)
{
    NotificationCodes codes;
    (NotificationImport::looksLikeHash(code) ? codes.hashes : codes.merchantCodes).append(code);
    return codes;
}

} // namespace

TeamCodeLookup::TeamCodeLookup(SessionOpener sessions, QObject *parent)
    : QObject(parent), m_worker(std::make_unique<StoreWorker>(std::move(sessions), QStringLiteral("team look-up")))
{
}

TeamCodeLookup::~TeamCodeLookup()
{
    m_worker.reset();   // waits for the read under way; its answer goes nowhere
}

QString TeamCodeLookup::check(const QString &code)
{
    const QString trimmed = code.trimmed();
    if (trimmed.isEmpty())
        return tr("Type a payment hash or a merchant payment code.");
    // The rule `import --codes` applies to each line of its file: a hash by its shape, else a merchant
    // payment code of at most 40 characters without spaces.
    const auto parsed = NotificationImport::parseCodeList(trimmed.toUtf8());
    if (!parsed || parsed->isEmpty() || parsed->hashes.size() + parsed->merchantCodes.size() != 1)
        return tr("Not a payment hash or merchant payment code: %1").arg(trimmed.left(64));
    // The client refuses to query what the gateway would refuse: such a code would wait for ever.
    return queryRefusal(!parsed->hashes.isEmpty(), trimmed);
}

void TeamCodeLookup::find(const QString &code)
{
    m_worker->post([this, worker = m_worker.get(), code] {
        const bool isHash = NotificationImport::looksLikeHash(code);
        auto payment = worker->lookUp<Payment>([&](StoreSession &session) {
            return isHash ? session.payments().findByHash(code) : session.payments().findByMerchantCode(code);
        });
        QMetaObject::invokeMethod(
            this,
            [this, code, payment = std::move(payment)] {
                if (payment.value)
                    emit found(*payment.value);
                else if (payment.answered)
                    emit missing(code);
                else
                    emit failed(tr("The team server did not answer: nothing was looked up."));
            },
            Qt::QueuedConnection);
    });
}

void TeamCodeLookup::queue(const QString &code)
{
    m_worker->post([this, worker = m_worker.get(), code] {
        StoreSession *session = worker->session();
        const QString source = QString::fromLatin1(server::TeamSchema::LookUpSource);
        const CodeIntake intake
            = session ? takeInCodes(*session, codesOf(code), source) : CodeIntake{{}, 0, {}, {}, false};
        if (session && !intake.stored && !StoreWorker::answers(*session))
            worker->sessionGone();
        QMetaObject::invokeMethod(
            this,
            [this, code, intake] {
                if (!intake.stored)
                    emit failed(tr("The code could not be queued on the team server."));
                else if (!intake.refused.isEmpty())
                    emit failed(tr("The team's import queue is full: the code was not queued."));
                else if (!intake.invalid.isEmpty())
                    emit failed(tr("The gateway would refuse this code: it was not queued."));
                else
                    emit queued(code, intake.added > 0);
            },
            Qt::QueuedConnection);
    });
}

} // namespace dd
