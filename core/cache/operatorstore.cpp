#include "core/cache/operatorstore.h"

namespace dd::access {

namespace {

Operator readOperator(const cache::Statement &s)
{
    Operator op;
    op.slotId = s.columnText(0);
    op.name = s.columnText(1);
    op.role = static_cast<Role>(std::clamp<qint64>(s.columnInt(2), 0, 2));
    op.createdAtMs = s.columnInt(3);
    return op;
}

} // namespace

VaultOperatorStore::VaultOperatorStore(cache::Database &database) : m_db(database) {}

QList<Operator> VaultOperatorStore::all()
{
    cache::Statement select = m_db.prepare("SELECT slot_id, name, role, created_at FROM operators ORDER BY name");
    QList<Operator> result;
    while (select.step() == cache::Statement::Step::Row)
        result.append(readOperator(select));
    return result;
}

std::optional<Operator> VaultOperatorStore::bySlotId(const QString &slotId)
{
    return findOne("SELECT slot_id, name, role, created_at FROM operators WHERE slot_id = ?", slotId);
}

std::optional<Operator> VaultOperatorStore::byName(const QString &name)
{
    return findOne("SELECT slot_id, name, role, created_at FROM operators WHERE name = ?", name);
}

std::optional<Operator> VaultOperatorStore::findOne(const char *sql, const QString &value)
{
    cache::Statement select = m_db.prepare(sql);
    select.bind(1, value);
    if (select.step() != cache::Statement::Step::Row)
        return std::nullopt;
    return readOperator(select);
}

bool VaultOperatorStore::add(const Operator &op)
{
    cache::Statement insert = m_db.prepare("INSERT INTO operators(slot_id, name, role, created_at) VALUES (?, ?, ?, ?)");
    insert.bind(1, op.slotId).bind(2, op.name).bind(3, static_cast<int>(op.role)).bind(4, op.createdAtMs);
    return noted(insert.run());
}

bool VaultOperatorStore::addAll(const QList<Operator> &operators)
{
    // The reason is kept before the transaction rolls back (SQLite's error code is reset by it).
    cache::Transaction transaction(m_db);
    if (!noted(transaction.isActive()))
        return false;
    for (const Operator &op : operators) {
        if (!add(op))
            return false;
    }
    return noted(!transaction.commit());
}

bool VaultOperatorStore::remove(const QString &slotId)
{
    cache::Statement remove = m_db.prepare("DELETE FROM operators WHERE slot_id = ?");
    remove.bind(1, slotId);
    return noted(remove.run());
}

bool VaultOperatorStore::setRole(const QString &slotId, Role role)
{
    cache::Statement update = m_db.prepare("UPDATE operators SET role = ? WHERE slot_id = ?");
    update.bind(1, static_cast<int>(role)).bind(2, slotId);
    return noted(update.run());
}

int VaultOperatorStore::count(std::optional<Role> role)
{
    cache::Statement select = role ? m_db.prepare("SELECT COUNT(*) FROM operators WHERE role = ?")
                                   : m_db.prepare("SELECT COUNT(*) FROM operators");
    if (role)
        select.bind(1, static_cast<int>(*role));
    return select.step() == cache::Statement::Step::Row ? static_cast<int>(select.columnInt(0)) : 0;
}

bool VaultOperatorStore::noted(bool written)
{
    m_lastError = written ? QString() : m_db.lastError().message;
    return written;
}

QString VaultOperatorStore::lastError() const { return m_lastError; }

} // namespace dd::access
