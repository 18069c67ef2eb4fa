#pragma once

#include "core/server/teamconninfo.h"
#include "core/server/teamsessionopener.h"

#include <QDialog>
#include <QMap>

class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace dd {

// The team server's connection: host, port, database, login, password and the CA file that
// signed the server's certificate. "Test connection" and "Connect" sign in without blocking
// (server::TeamSessionOpener) and show the answer: who the server accepted, in which role, at
// which schema version, or the reason it did not (wrong password, unknown host or database, a
// server elsewhere without a CA file, tables of another version). A field that cannot be used is
// named under it before anything is sent. "Connect" accepts the dialog once signed in; the
// password is never kept by the dialog's caller on disk.
class TeamServerDialog : public QDialog
{
    Q_OBJECT
public:
    // SignIn: the fields are the saved ones and the dialog tries them at once without a password
    // (libpq may find it in PGPASSWORD or ~/.pgpass); it closes itself when that is enough.
    enum class Purpose { Setup, SignIn };

    explicit TeamServerDialog(const server::TeamServerFields &fields, Purpose purpose = Purpose::Setup,
                              QWidget *parent = nullptr);
    ~TeamServerDialog() override;

    server::TeamServerFields fields() const;
    // After accept(): the session signed in, handed over once.
    server::TeamSignIn takeSignIn();

    void testConnection();
    void connectToServer();
    bool isConnecting() const { return m_opener.isOpening(); }
    // The answer of the last attempt (or "Connecting…"), and each field's problem.
    QString answerText() const;
    QString problemText(server::TeamField field) const;

signals:
    // An attempt was answered (connected or not).
    void attemptFinished(bool connected);

private:
    void attempt(bool acceptWhenSignedIn);
    void onOpened();
    void onFailed(const server::PgError &error);
    void showAnswer(const QString &text, bool good);
    void setBusy(bool busy);
    void chooseCaFile();
    // A line edit in `form` with the problem label of `field` under it; `beside` goes right of it.
    QLineEdit *addField(QFormLayout *form, const QString &label, const QString &objectName, server::TeamField field,
                        QWidget *beside = nullptr);

    server::TeamSessionOpener m_opener;
    server::TeamSignIn m_signIn;
    QLineEdit *m_host = nullptr;
    QLineEdit *m_port = nullptr;
    QLineEdit *m_database = nullptr;
    QLineEdit *m_user = nullptr;
    QLineEdit *m_password = nullptr;
    QLineEdit *m_caFile = nullptr;
    QMap<server::TeamField, QLabel *> m_problems;
    QLabel *m_answer;
    QPushButton *m_test;
    QDialogButtonBox *m_buttons;
    bool m_acceptWhenSignedIn = false;
    bool m_triedWithPassword = false;
};

} // namespace dd
