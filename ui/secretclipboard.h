#pragma once

#include <QByteArray>
#include <QObject>
#include <QTimer>

#include <chrono>

class QClipboard;

namespace dd {

// Copies text to the clipboard. A secret (the integration key, anything a user must not leave
// lying around) is cleared again after a delay, unless something else was copied meanwhile.
// Only a hash of the secret is kept to recognise it.
class SecretClipboard : public QObject
{
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds DefaultClearDelay{10'000};

    explicit SecretClipboard(QClipboard *clipboard, std::chrono::milliseconds clearDelay = DefaultClearDelay,
                             QObject *parent = nullptr);

    void copy(const QString &text);
    void copySecret(const QString &text);
    bool isClearPending() const { return m_timer.isActive(); }

signals:
    void secretCleared();

private:
    void clearIfStillOurs();

    QClipboard *m_clipboard;
    QTimer m_timer;
    QByteArray m_secretDigest;
};

} // namespace dd
