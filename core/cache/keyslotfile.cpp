#include "core/cache/keyslotfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <sodium.h>

using namespace Qt::StringLiterals;

namespace dd::cache {

namespace {

constexpr auto FormatName = "DirectDesk key slots"_L1;
constexpr qint64 MaxFileBytes = 1 << 20;

QString encode(const QByteArray &bytes) { return QString::fromLatin1(bytes.toBase64()); }

QByteArray decode(const QJsonValue &value, qsizetype expectedSize)
{
    const auto decoded = QByteArray::fromBase64Encoding(value.toString().toLatin1(),
                                                        QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || (expectedSize >= 0 && decoded.decoded.size() != expectedSize))
        return {};
    return decoded.decoded;
}

// The Argon2id salt of a slot: its stored salt, bound to its id when it has one.
QByteArray kdfSalt(const QByteArray &salt, const QString &id)
{
    if (id.isEmpty())
        return salt;
    const QByteArray input = salt + QByteArrayLiteral("|directdesk-operator|") + id.toUtf8();
    QByteArray bound(crypto_pwhash_SALTBYTES, '\0');
    crypto_generichash(reinterpret_cast<unsigned char *>(bound.data()), static_cast<size_t>(bound.size()),
                       reinterpret_cast<const unsigned char *>(input.constData()),
                       static_cast<unsigned long long>(input.size()), nullptr, 0);
    return bound;
}

std::optional<SecretKey> deriveKey(const QString &passphrase, const QByteArray &storedSalt, const QString &id,
                                   const KeyDerivationLimits &limits)
{
    if (!ensureSodium() || !limits.isAcceptable() || storedSalt.size() != crypto_pwhash_SALTBYTES)
        return std::nullopt;
    const QByteArray salt = kdfSalt(storedSalt, id);
    SecretText secret(passphrase);
    SecretKey key = SecretKey::allocate();
    if (!secret.data() || !key.isValid())
        return std::nullopt;
    const int rc = crypto_pwhash(key.data(), SecretKey::Size, secret.data(), secret.size(),
                                 reinterpret_cast<const unsigned char *>(salt.constData()), limits.opsLimit,
                                 static_cast<size_t>(limits.memLimitBytes), crypto_pwhash_ALG_ARGON2ID13);
    if (rc != 0)
        return std::nullopt;
    return key;
}

QJsonObject slotToJson(const KeySlot &slot)
{
    return QJsonObject{
        {u"name"_s, slot.name},
        {u"id"_s, slot.id},
        {u"kdf"_s, u"argon2id13"_s},
        {u"opslimit"_s, static_cast<qint64>(slot.limits.opsLimit)},
        {u"memlimit"_s, static_cast<qint64>(slot.limits.memLimitBytes)},
        {u"salt"_s, encode(slot.salt)},
        {u"nonce"_s, encode(slot.nonce)},
        {u"sealed_key"_s, encode(slot.sealedKey)},
    };
}

std::optional<KeySlot> slotFromJson(const QJsonObject &object)
{
    if (object.value(u"kdf"_s).toString() != u"argon2id13")
        return std::nullopt;
    KeySlot slot;
    slot.name = object.value(u"name"_s).toString();
    slot.id = object.value(u"id"_s).toString();
    slot.limits.opsLimit = static_cast<quint64>(object.value(u"opslimit"_s).toInteger());
    slot.limits.memLimitBytes = static_cast<quint64>(object.value(u"memlimit"_s).toInteger());
    slot.salt = decode(object.value(u"salt"_s), crypto_pwhash_SALTBYTES);
    slot.nonce = decode(object.value(u"nonce"_s), crypto_secretbox_NONCEBYTES);
    slot.sealedKey = decode(object.value(u"sealed_key"_s), crypto_secretbox_MACBYTES + SecretKey::Size);
    if (slot.name.isEmpty() || slot.salt.isEmpty() || slot.nonce.isEmpty() || slot.sealedKey.isEmpty()
        || !slot.limits.isAcceptable())
        return std::nullopt;
    return slot;
}

} // namespace

KeyDerivationLimits KeyDerivationLimits::standard()
{
    // Measured on the 2-core reference machine: ~0.45 s per derivation.
    return {5, quint64(128) << 20};
}

KeyDerivationLimits KeyDerivationLimits::fastForTests()
{
    return {crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN};
}

bool KeyDerivationLimits::isAcceptable() const
{
    // Upper bounds keep a tampered key-slot file from making an unlock take minutes or all memory.
    return opsLimit >= crypto_pwhash_OPSLIMIT_MIN && opsLimit <= 32 && memLimitBytes >= crypto_pwhash_MEMLIMIT_MIN
           && memLimitBytes <= (quint64(2) << 30);
}

QString KeySlot::newId()
{
    if (!ensureSodium())
        return {};
    QByteArray bytes(16, '\0');
    randombytes_buf(bytes.data(), static_cast<size_t>(bytes.size()));
    return QString::fromLatin1(bytes.toHex());
}

QString KeySlot::effectiveId() const
{
    return id.isEmpty() ? u"salt:"_s + QString::fromLatin1(salt.toHex()) : id;
}

std::optional<KeySlot> KeySlot::seal(const QString &name, const QString &passphrase, const SecretKey &dataKey,
                                     const KeyDerivationLimits &limits, const QString &id)
{
    if (!ensureSodium() || !dataKey.isValid())
        return std::nullopt;
    KeySlot slot;
    slot.name = name;
    slot.id = id;
    slot.limits = limits;
    slot.salt.resize(crypto_pwhash_SALTBYTES);
    randombytes_buf(slot.salt.data(), static_cast<size_t>(slot.salt.size()));
    slot.nonce.resize(crypto_secretbox_NONCEBYTES);
    randombytes_buf(slot.nonce.data(), static_cast<size_t>(slot.nonce.size()));
    const std::optional<SecretKey> wrappingKey = deriveKey(passphrase, slot.salt, slot.id, limits);
    if (!wrappingKey)
        return std::nullopt;
    slot.sealedKey.resize(crypto_secretbox_MACBYTES + SecretKey::Size);
    crypto_secretbox_easy(reinterpret_cast<unsigned char *>(slot.sealedKey.data()), dataKey.data(), SecretKey::Size,
                          reinterpret_cast<const unsigned char *>(slot.nonce.constData()), wrappingKey->data());
    return slot;
}

std::optional<SecretKey> KeySlot::open(const QString &passphrase) const
{
    const std::optional<SecretKey> wrappingKey = deriveKey(passphrase, salt, id, limits);
    if (!wrappingKey)
        return std::nullopt;
    SecretKey dataKey = SecretKey::allocate();
    if (!dataKey.isValid())
        return std::nullopt;
    const int rc = crypto_secretbox_open_easy(dataKey.data(), reinterpret_cast<const unsigned char *>(sealedKey.constData()),
                                              static_cast<unsigned long long>(sealedKey.size()),
                                              reinterpret_cast<const unsigned char *>(nonce.constData()),
                                              wrappingKey->data());
    if (rc != 0)
        return std::nullopt;
    return dataKey;
}

std::optional<KeySlotFile> KeySlotFile::read(const QString &path, ReadError *error)
{
    auto fail = [error](ReadError why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QFile file(path);
    if (!file.exists())
        return fail(ReadError::Missing);
    if (!file.open(QIODevice::ReadOnly))
        return fail(ReadError::Unreadable);
    if (file.size() > MaxFileBytes)
        return fail(ReadError::NotAKeySlotFile);
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
    const QJsonObject root = document.object();
    if (root.value(u"format"_s).toString() != FormatName)
        return fail(ReadError::NotAKeySlotFile);
    if (root.value(u"version"_s).toInt() > FormatVersion)
        return fail(ReadError::NewerFormat);
    KeySlotFile result;
    result.databaseSalt = QByteArray::fromHex(root.value(u"database_salt"_s).toString().toLatin1());
    result.failedAttempts = root.value(u"failed_attempts"_s).toInt();
    result.lockedUntilMs = root.value(u"locked_until_ms"_s).toInteger();
    result.failedAttemptsTotal = root.value(u"failed_attempts_total"_s).toInteger();
    for (const QJsonValue &value : root.value(u"slots"_s).toArray()) {
        std::optional<KeySlot> slot = slotFromJson(value.toObject());
        if (!slot)
            return fail(ReadError::NotAKeySlotFile);
        result.keySlots.append(*slot);
    }
    if (result.keySlots.isEmpty())
        return fail(ReadError::NotAKeySlotFile);
    return result;
}

bool KeySlotFile::write(const QString &path) const
{
    QJsonArray slotArray;
    for (const KeySlot &slot : keySlots)
        slotArray.append(slotToJson(slot));
    const QJsonObject root{
        {u"format"_s, QString(FormatName)},
        {u"version"_s, FormatVersion},
        {u"database_salt"_s, QString::fromLatin1(databaseSalt.toHex())},
        {u"failed_attempts"_s, failedAttempts},
        {u"locked_until_ms"_s, lockedUntilMs},
        {u"failed_attempts_total"_s, failedAttemptsTotal},
        {u"slots"_s, slotArray},
    };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    return file.commit();
}

const KeySlot *KeySlotFile::slot(const QString &name) const
{
    const qsizetype index = slotIndex(name);
    return index >= 0 ? &keySlots.at(index) : nullptr;
}

qsizetype KeySlotFile::slotIndexById(const QString &id) const
{
    for (qsizetype i = 0; i < keySlots.size(); ++i) {
        if (keySlots.at(i).effectiveId() == id)
            return i;
    }
    return -1;
}

qsizetype KeySlotFile::slotIndex(const QString &name) const
{
    for (qsizetype i = 0; i < keySlots.size(); ++i) {
        if (keySlots.at(i).name == name)
            return i;
    }
    return -1;
}

} // namespace dd::cache
