#pragma once

#include "core/domain/payment.h"
#include "core/storage/storeopener.h"

#include <QObject>

#include <memory>

namespace dd {

class StoreWorker;

// A look-up at a desk of the team server, which holds no key and asks the gateway nothing: the code
// (a payment hash or merchant payment code) is read from the team store on a worker thread with its
// own session, and a code the team does not have is queued there for the team worker, through the
// same intake as `import --server` (takeInCodes). The GUI thread never waits on the server.
class TeamCodeLookup : public QObject
{
    Q_OBJECT
public:
    // `sessions` is called on the worker, once while the store answers.
    explicit TeamCodeLookup(SessionOpener sessions, QObject *parent = nullptr);
    ~TeamCodeLookup() override;

    // Answered by found(), missing() or failed(). `code` is one well-formed code (see check()).
    void find(const QString &code);
    // Answered by queued() or failed().
    void queue(const QString &code);

    // One code as `import --codes` takes it (a hash by its shape, else a merchant payment code), or
    // the translated reason it is not one: nothing is read or queued for it.
    static QString check(const QString &code);

signals:
    void found(const dd::Payment &payment);
    void missing(const QString &code);
    // `added` false: the code was already waiting for the team worker.
    void queued(const QString &code, bool added);
    void failed(const QString &message);

private:
    std::unique_ptr<StoreWorker> m_worker;
};

} // namespace dd
