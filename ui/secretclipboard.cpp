#include "ui/secretclipboard.h"

#include <QClipboard>
#include <QCryptographicHash>

namespace dd {

namespace {
QByteArray digestOf(const QString &text)
{
    return QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256);
}
} // namespace

SecretClipboard::SecretClipboard(QClipboard *clipboard, std::chrono::milliseconds clearDelay, QObject *parent)
    : QObject(parent), m_clipboard(clipboard)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(clearDelay);
    connect(&m_timer, &QTimer::timeout, this, &SecretClipboard::clearIfStillOurs);
}

void SecretClipboard::copy(const QString &text)
{
    m_timer.stop();
    m_secretDigest.clear();
    m_clipboard->setText(text);
}

void SecretClipboard::copySecret(const QString &text)
{
    m_secretDigest = digestOf(text);
    m_clipboard->setText(text);
    m_timer.start();
}

void SecretClipboard::clearIfStillOurs()
{
    if (!m_secretDigest.isEmpty() && digestOf(m_clipboard->text()) == m_secretDigest)
        m_clipboard->clear();
    m_secretDigest.clear();
    emit secretCleared();
}

} // namespace dd
