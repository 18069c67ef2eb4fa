#pragma once

#include "core/storage/storeopener.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace dd {

class TeamCodeLookup;
struct Payment;

// "Look up" at a desk of the team server: a payment hash or merchant payment code is looked up in
// the team store (paymentFound() lets the window select it); one the team does not have is, when
// the operator says so, queued for the team worker, which holds the gateway's key and stores the
// payment when it finds it: the window shows it then by itself (change feed). Reads and the queue
// run on a worker thread (TeamCodeLookup); the dialog never waits on the server.
class TeamLookupDialog : public QDialog
{
    Q_OBJECT
public:
    explicit TeamLookupDialog(SessionOpener sessions, QWidget *parent = nullptr);
    ~TeamLookupDialog() override;

signals:
    void paymentFound(const QString &hash);
    // Queued for the team worker: the window may show the code's payment once the worker has it.
    void codeQueued(const QString &code);

private:
    void lookUp();
    void queueForWorker();
    void onFound(const Payment &payment);
    void onMissing(const QString &code);
    void onQueued(const QString &code, bool added);
    void showResult(const QString &text, bool problem);
    void setBusy(bool busy);

    TeamCodeLookup *m_lookup = nullptr;
    QLineEdit *m_code = nullptr;
    QLabel *m_result = nullptr;
    QPushButton *m_lookUpButton = nullptr;
    QPushButton *m_queueButton = nullptr;
    QString m_missing;   // the code the team did not have, offered to the worker
};

} // namespace dd
